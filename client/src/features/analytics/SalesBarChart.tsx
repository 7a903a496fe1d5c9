import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatRwf } from '../../i18n/money';
import { vars } from '../../styles/vars.css';

/** One bar group: a month's label ("3/2026"), its sales in RWF and its number of orders. */
export interface MonthBars {
  label: string;
  sales: number;
  orders: number;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');
const tick = { fontSize: 12, fill: vars.color.textMuted };
// Month labels a little smaller, so six of them ("10/2026") fit side by side on a 375 px phone.
const monthTick = { ...tick, fontSize: 11 };

/**
 * The Sales by Month bars (recharts, in its own chunk: only this page downloads it). Sales and orders differ by
 * thousands, so each has its own axis: sales on the left in compact francs ("1.2M"), orders on the right (compact too, "1.2K"). Hidden from
 * screen readers, which read the same figures as a table.
 */
export default function SalesBarChart({ months }: { months: MonthBars[] }) {
  const { t } = useLingui();
  const formatRwf = useFormatRwf();
  const salesName = t`Sales`;
  const ordersName = t`Orders`;
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={months} margin={{ top: 8, right: 0, bottom: 0, left: 0 }} barGap={2} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={vars.color.border} />
        <XAxis
          dataKey="label"
          tick={monthTick}
          tickLine={false}
          axisLine={{ stroke: vars.color.border }}
          // Every month labelled while they fit a phone's width; beyond half a year recharts skips some.
          interval={months.length <= 6 ? 0 : 'preserveStartEnd'}
        />
        <YAxis yAxisId="sales" tick={tick} tickFormatter={(value: number) => compact.format(value)} width={38} tickLine={false} axisLine={false} />
        {/* Compact as the sales axis ("1.2K"), and as wide: a busy month's hundreds of orders were cut to two digits. */}
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={tick} tickFormatter={(value: number) => compact.format(value)} width={38} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ fill: vars.color.surfaceMuted }}
          formatter={(value, name) => (name === salesName ? formatRwf(Number(value)) : whole.format(Number(value)))}
        />
        <Legend wrapperStyle={{ fontSize: 14 }} itemSorter={null} />
        <Bar yAxisId="sales" dataKey="sales" name={salesName} fill={vars.color.brand} radius={[4, 4, 0, 0]} maxBarSize={40} />
        <Bar yAxisId="orders" dataKey="orders" name={ordersName} fill={vars.color.accent} radius={[4, 4, 0, 0]} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}
