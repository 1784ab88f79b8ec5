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

/**
 * Orders (bars, left axis) and revenue (line, right axis) per day. Its own module, loaded lazily by
 * the Overview page: Chart.js is never part of the storefront's or the other admin pages' code.
 * The canvas is an image to screen readers; the Overview lists the same figures as a table.
 */
export default function OrdersChart({ days }: { days: OrderSummary['days'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      data: {
        labels: days.map((day) => labelOfDay(day.date)),
        datasets: [
          {
            type: 'bar',
            label: 'Orders',
            data: days.map((day) => day.orders),
            backgroundColor: '#fbbf24',
            borderRadius: 4,
            yAxisID: 'orders',
            // Drawn first, so the revenue line stays in view across the bars.
            order: 1,
          },
          {
            type: 'line',
            label: 'Revenue',
            data: days.map((day) => day.revenue),
            borderColor: '#15803d',
            backgroundColor: '#15803d',
            // Monotone: the curve between two days never dips below either (no revenue under $0).
            cubicInterpolationMode: 'monotone',
            yAxisID: 'revenue',
            order: 0,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          orders: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 } },
          revenue: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            ticks: { callback: (value) => formatMoney(Number(value)) },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) =>
                item.dataset.label === 'Revenue'
                  ? `Revenue: ${formatMoney(item.parsed.y ?? 0)}`
                  : `Orders: ${item.parsed.y}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  return (
    <div className="relative h-72 w-full">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Orders and revenue per day for the last ${days.length} days: ${total} orders in all`}
      />
    </div>
  );
}
