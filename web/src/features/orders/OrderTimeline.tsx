import { formatDateTime, STATUS_LABEL, type AnyOrderStatus } from './orderStatus';
import { timelineOf, type StepState } from './orderSteps';

const DOT: Record<StepState, string> = {
  done: 'border-green-600 bg-green-600 text-white',
  current: 'border-green-600 bg-white text-green-700 ring-4 ring-green-100',
  todo: 'border-neutral-300 bg-white text-neutral-400',
};
const ENDED_DOT = 'border-red-600 bg-red-600 text-white';

/**
 * The order's steps (see timelineOf): across on wider screens, down on phones. Screen readers hear
 * each step with its state; the current one is marked as such (aria-current="step").
 */
export function OrderTimeline({
  order,
}: {
  order: {
    status: AnyOrderStatus;
    paymentMethod: 'CASH_ON_DELIVERY' | 'CARD';
    statusHistory: { status: AnyOrderStatus; at: string; by?: string; reason?: string }[];
  };
}) {
  const steps = timelineOf(order);
  if (steps.length === 0) return null;
  return (
    <ol aria-label="Order progress" className="mt-3 grid gap-3 sm:flex sm:gap-0">
      {steps.map((step, index) => {
        const ended = step.status === 'CANCELLED' && step.state !== 'todo';
        return (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex items-start gap-2 sm:flex-1 sm:flex-col sm:items-center sm:text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute hidden h-0.5 sm:top-3 sm:right-1/2 sm:block sm:w-full ${step.state === 'todo' ? 'bg-neutral-200' : 'bg-green-600'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${ended ? ENDED_DOT : DOT[step.state]}`}
            >
              {step.state === 'done' ? '✓' : step.state === 'current' ? '●' : ''}
            </span>
            <span className="flex flex-col text-xs sm:mt-1">
              <span className={`font-medium ${step.state === 'todo' ? 'text-neutral-600' : 'text-neutral-900'}`}>
                {STATUS_LABEL[step.status]}
                <span className="sr-only">
                  {step.state === 'todo' ? ' (to come)' : step.state === 'done' ? ' (done)' : ''}
                </span>
              </span>
              {step.at && (
                <time dateTime={step.at} className="text-neutral-600">
                  {formatDateTime(step.at)}
                </time>
              )}
              {step.reason && <span className="text-neutral-700">Reason: {step.reason}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
