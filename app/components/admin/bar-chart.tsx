import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { BarGroup, BarStack } from "@visx/shape";

/** Colours readable on both themes' backgrounds, one per series (up to seven). */
export const SERIES_COLOURS = [
  "oklch(0.6 0.17 275)",
  "oklch(0.68 0.15 160)",
  "oklch(0.72 0.15 65)",
  "oklch(0.62 0.2 25)",
  "oklch(0.65 0.14 220)",
  "oklch(0.62 0.18 330)",
  "oklch(0.58 0.08 110)",
];

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 8, right: 8, bottom: 36, left: 40 };

export type BarChartProps<K extends string> = {
  /** One row per category (a day, a week, a plan). */
  rows: Array<{ label: string } & Record<K, number>>;
  keys: readonly K[];
  /** Stacked (parts of a whole) or side by side (figures to compare). */
  layout: "stacked" | "grouped";
  /** Shows every nth category label on the axis (30 days do not fit). */
  labelEvery?: number;
};

/**
 * Bars drawn as plain SVG with visx: the same markup on the server and in the browser (a fixed
 * viewBox scaled by CSS, nothing measured), so the chart is in the first HTML. The figure around
 * it names it and carries its table (chart-figure.tsx); the SVG itself is hidden from assistive
 * technology, which reads the table instead.
 */
export function BarChart<K extends string>({
  rows,
  keys,
  layout,
  labelEvery = 1,
}: BarChartProps<K>) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const total = (row: Record<K, number>) =>
    layout === "stacked"
      ? keys.reduce((sum, key) => sum + Math.max(0, row[key]), 0)
      : Math.max(0, ...keys.map((key) => row[key]));
  const max = Math.max(1, ...rows.map(total));
  const x = scaleBand<string>({
    domain: rows.map((r) => r.label),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const colour = (key: K) =>
    SERIES_COLOURS[keys.indexOf(key) % SERIES_COLOURS.length] ?? "currentColor";
  const inner = scaleBand<K>({ domain: [...keys], range: [0, x.bandwidth()], padding: 0.1 });
  const tickValues = rows.map((r) => r.label).filter((_, i) => i % labelEvery === 0);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {layout === "stacked" ? (
          <BarStack
            data={rows}
            keys={[...keys]}
            x={(r) => r.label}
            xScale={x}
            yScale={y}
            color={colour}
          >
            {(stacks) =>
              stacks.flatMap((stack) =>
                stack.bars.map((bar) => (
                  <rect
                    key={`${stack.index}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={Math.max(0, bar.height)}
                    fill={bar.color}
                  />
                )),
              )
            }
          </BarStack>
        ) : (
          <BarGroup
            data={rows}
            keys={[...keys]}
            height={innerHeight}
            x0={(r) => r.label}
            x0Scale={x}
            x1Scale={inner}
            yScale={y}
            color={colour}
          >
            {(groups) =>
              groups.flatMap((group) =>
                group.bars.map((bar) => (
                  <rect
                    key={`${group.index}-${bar.index}`}
                    x={group.x0 + bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={Math.max(0, bar.height)}
                    fill={bar.color}
                  />
                )),
              )
            }
          </BarGroup>
        )}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(v) => String(v)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: "currentColor", fontSize: 11, textAnchor: "end", dx: -4, dy: 3 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={tickValues}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: "currentColor", fontSize: 11, textAnchor: "middle" }}
        />
      </Group>
    </svg>
  );
}

/** The colour key under a chart. */
export function Legend({ items }: { items: Array<{ label: string }> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs" aria-hidden="true">
      {items.map((item, index) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <svg viewBox="0 0 10 10" className="size-2.5" aria-hidden="true">
            <rect width={10} height={10} rx={2} fill={SERIES_COLOURS[index]} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
