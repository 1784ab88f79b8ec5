/** The services' own ports (each serves /metrics there), as deploy/local/config.env sets them. */
const SERVICE_PORTS = {
  identity: 3001,
  catalog: 3002,
  cart: 3003,
  address: 3004,
  order: 3005,
  payment: 3006,
  delivery: 3007,
};

export type ServiceName = keyof typeof SERVICE_PORTS;

/**
 * How many events of this type the service has taken off the queue and finished with (handled, or
 * recognised as a duplicate), from its events_handled_total metric. A suite waits for this count to
 * grow to know an event was dealt with, instead of sleeping and hoping it was.
 */
export function eventsFinished(service: ServiceName, queue: string, event: string): Promise<number> {
  return metricTotal(
    service,
    'events_handled_total',
    (labels) =>
      labels.includes(`queue="${queue}"`) &&
      labels.includes(`event="${event}"`) &&
      /outcome="(handled|duplicate)"/.test(labels),
  );
}

/**
 * The sum of a counter's series on a process's /metrics (a service by name, or any port, such as a second
 * replica's), over the series whose label text `matches` accepts (all of them by default).
 */
export async function metricTotal(
  target: ServiceName | number,
  metric: string,
  matches: (labels: string) => boolean = () => true,
): Promise<number> {
  const port =
    typeof target === 'number' ? target : (process.env[`${target.toUpperCase()}_PORT`] ?? SERVICE_PORTS[target]);
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) || line.startsWith(`${metric} `))
    .filter((line) => matches(line.slice(metric.length, line.lastIndexOf(' '))))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
