import type { AdminOverview } from '@reelhire/shared/admin';
import { formatMoney } from '@reelhire/shared/money';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { NativeSelect } from '@/components/ui/native-select';

const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "2027-03-01" (a Monday) as "1 Mar". */
export function formatWeek(weekStart: string): string {
  return weekLabel.format(new Date(`${weekStart}T00:00:00Z`));
}

const COLORS = {
  filmmaker: 'var(--color-brand-600)',
  client: '#f59e0b',
  both: '#10b981',
  into: 'var(--color-brand-600)',
  out: '#a1a1aa',
};

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-4" aria-label={title}>
      <h3 className="mb-3 text-sm font-medium text-zinc-700">{title}</h3>
      {children}
    </section>
  );
}

const axis = { tickLine: false, axisLine: false, fontSize: 12 } as const;

/**
 * The overview's charts over the last weeks (Recharts), from the server's weekly counts and the escrow
 * ledger entries. Its own module, loaded lazily, so the chart library stays off other admin pages.
 */
export default function AdminOverviewCharts({ overview }: { overview: AdminOverview }) {
  const weeks = overview.weeks.map((week) => ({ ...week, label: formatWeek(week.week_start) }));
  const currencies = overview.money_weeks.map((row) => row.currency);
  const [currency, setCurrency] = useState(currencies[0] ?? null);
  const money = overview.money_weeks.find((row) => row.currency === currency);
  // No grow-in animation: figures show their value at once (and for reduced motion).
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Sign-ups per week, by role">
        <div className="h-56" role="img" aria-label="Sign-ups per week by role">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={weeks} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke="#e4e4e7" />
              <XAxis dataKey="label" {...axis} />
              <YAxis allowDecimals={false} {...axis} />
              <Tooltip cursor={{ fill: '#f4f4f5' }} />
              <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="signups_filmmaker"
                name="Filmmakers"
                stackId="s"
                fill={COLORS.filmmaker}
                isAnimationActive={false}
              />
              <Bar
                dataKey="signups_client"
                name="Clients"
                stackId="s"
                fill={COLORS.client}
                isAnimationActive={false}
              />
              <Bar
                dataKey="signups_both"
                name="Both"
                stackId="s"
                fill={COLORS.both}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </ChartCard>
      <ChartCard title="Bookings per week">
        <div className="h-56" role="img" aria-label="Bookings per week">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={weeks} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke="#e4e4e7" />
              <XAxis dataKey="label" {...axis} />
              <YAxis allowDecimals={false} {...axis} />
              <Tooltip cursor={{ fill: '#f4f4f5' }} />
              <Bar
                dataKey="bookings"
                name="Bookings"
                fill={COLORS.filmmaker}
                radius={[4, 4, 0, 0]}
                maxBarSize={40}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </ChartCard>
      <div className="lg:col-span-2">
        <ChartCard title="Money into and out of escrow per week">
          {money && currency ? (
            <>
              {currencies.length > 1 ? (
                <NativeSelect
                  aria-label="Currency"
                  className="mb-3 w-32"
                  value={currency}
                  onChange={(event) => setCurrency(event.target.value)}
                >
                  {currencies.map((each) => (
                    <option key={each}>{each}</option>
                  ))}
                </NativeSelect>
              ) : null}
              <div
                className="h-60"
                role="img"
                aria-label={`Money into and out of escrow per week in ${currency}`}
              >
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={money.weeks.map((week) => ({ ...week, label: formatWeek(week.week_start) }))}
                    margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
                  >
                    <CartesianGrid vertical={false} stroke="#e4e4e7" />
                    <XAxis dataKey="label" {...axis} />
                    <YAxis
                      width={72}
                      {...axis}
                      tickFormatter={(value: number) => formatMoney(value, currency)}
                    />
                    <Tooltip
                      cursor={{ fill: '#f4f4f5' }}
                      formatter={(value, name) => [formatMoney(Number(value), currency), name]}
                    />
                    <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
                    <Bar
                      dataKey="into_escrow_minor"
                      name="Paid into escrow"
                      fill={COLORS.into}
                      isAnimationActive={false}
                    />
                    <Bar
                      dataKey="out_of_escrow_minor"
                      name="Released or refunded"
                      fill={COLORS.out}
                      isAnimationActive={false}
                    />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </>
          ) : (
            <p className="py-8 text-center text-sm text-zinc-600">
              No money has moved through escrow in these weeks.
            </p>
          )}
        </ChartCard>
      </div>
    </div>
  );
}
