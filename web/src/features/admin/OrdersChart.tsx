import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { OrderSummary } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { labelledDays } from './labelledDays';
import { labelOfDay } from './dayLabel';

// Only what this chart draws, so the Overview's chunk carries no more of Chart.js than it needs.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** The money axis's ticks, short ($1.2K): full amounts took a third of a phone's width from the bars. */
const compactMoney = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD', notation: 'compact' });
/**
 * Orders placed (bars, left axis) and money collected (line, right axis) per day. Its own module,
 * loaded lazily by the Overview page: Chart.js is never part of the storefront's or the other admin
 * pages' code. The canvas is an image to screen readers; the Overview lists the same figures as a table.
 */
export default function OrdersChart({ days }: { days: OrderSummary['days'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const labels = days.map((day) => labelOfDay(day.date));
    const chart = new Chart(canvas.current, {
      data: {
        labels,
        datasets: [
          {
            type: 'bar',
            label: 'Orders placed',
            data: days.map((day) => day.placed),
            backgroundColor: '#fbbf24',
            borderRadius: 4,
            // A bar never wider than a finger, however few the days; never touching its neighbours.
            maxBarThickness: 28,
            categoryPercentage: 0.7,
            yAxisID: 'orders',
            // Drawn first, so the money line stays in view across the bars.
            order: 1,
          },
          {
            type: 'line',
            label: 'Collected',
            data: days.map((day) => day.collected),
            borderColor: '#15803d',
            backgroundColor: '#15803d',
            yAxisID: 'money',
            order: 0,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        // Today's bar and point keep clear of the money axis.
        layout: { padding: { left: 4, right: 8 } },
        scales: {
          x: {
            offset: true,
            grid: { offset: true },
            ticks: {
              autoSkip: false,
              maxRotation: 0,
              callback(_value, index) {
                return labelledDays(days.length, this.chart.chartArea?.width ?? this.chart.width)(index)
                  ? labels[index]
                  : '';
              },
            },
          },
          orders: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 } },
          money: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            ticks: { callback: (value) => compactMoney.format(Number(value)) },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) =>
                item.dataset.label === 'Collected'
                  ? `Collected: ${formatMoney(item.parsed.y ?? 0)}`
                  : `Orders placed: ${item.parsed.y}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);
  const total = days.reduce((sum, day) => sum + day.placed, 0);
  return (
    <div className="relative h-72 w-full">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Orders and revenue per day for the last ${days.length} days: ${total} orders placed in all`}
      />
    </div>
  );
}
