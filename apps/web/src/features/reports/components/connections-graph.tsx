import { type CompanyConnections, countOf, formatPln, NOUNS, COMPANY_ACTIVITY_TEXTS as T } from '@platform/shared';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/charts/echart';

/** `compact`: a phone's narrow box, where the network is drawn tighter and fewer names are written. */
type Props = {
  company: { id: number; name: string };
  connections: CompanyConnections;
  height: number;
  compact?: boolean;
};

/** How many partners, the closest first, have their names written beside them. */
const LABELLED = 12;

const size = (count: number, most: number) => 12 + 26 * Math.sqrt(count / Math.max(most, 1));

/**
 * The connections as a network centred on the company (spec 2.1 focusConnections): its partners on
 * the same investments, the thicker the line the more investments shared; thin grey lines join
 * partners that met on the company's investments too.
 */
export const ConnectionsGraph = ({ company, connections, height, compact = false }: Props) => {
  const option = useMemo(() => {
    const most = Math.max(...connections.content.map((c) => c.sharedCount), 1);
    const nodes = [
      {
        id: String(company.id),
        name: company.name,
        symbolSize: 46,
        category: 0,
        value: '',
        label: { show: true, fontWeight: 'bold' },
      },
      ...connections.content.map((c, index) => ({
        id: String(c.company.id),
        // the names of the closest partners are written; the others show on hover
        label: { show: index < (compact ? LABELLED / 2 : LABELLED) },
        name: c.company.name,
        symbolSize: size(c.sharedCount, most),
        category: c.followed ? 2 : 1,
        value: `${countOf(c.sharedCount, NOUNS.inwestycja)}, ${formatPln(c.sharedValue)}`,
      })),
    ];
    const links = [
      ...connections.content.map((c) => ({
        source: String(company.id),
        target: String(c.company.id),
        lineStyle: { width: 1 + 5 * (c.sharedCount / most), color: '#1668dc', opacity: 0.6 },
      })),
      ...connections.links.map((l) => ({
        source: String(l.source),
        target: String(l.target),
        lineStyle: { width: 1, color: '#bfbfbf', opacity: 0.5 },
      })),
    ];
    return {
      tooltip: {
        formatter: (p: { data: { name?: string; value?: string } }) =>
          [p.data.name, p.data.value].filter(Boolean).join(': '),
      },
      legend: { bottom: 0, data: [T.partner, T.followed] },
      series: [
        {
          type: 'graph',
          layout: 'force',
          roam: true,
          draggable: true,
          force: compact
            ? { repulsion: 170, edgeLength: [40, 120], gravity: 0.12, layoutAnimation: false }
            : { repulsion: 320, edgeLength: [70, 200], gravity: 0.1, layoutAnimation: false },
          label: { position: 'right', fontSize: 11, width: 150, overflow: 'truncate' },
          emphasis: { focus: 'adjacency', label: { show: true } },
          categories: [
            { name: company.name, itemStyle: { color: '#d4380d' } },
            { name: T.partner, itemStyle: { color: '#1668dc' } },
            { name: T.followed, itemStyle: { color: '#389e0d' } },
          ],
          data: nodes,
          links,
        },
      ],
    };
  }, [company, connections, compact]);
  return (
    <div data-testid="connections-graph">
      <EChart option={option} height={height} ariaLabel={T.graph(company.name)} />
      <Typography.Text type="secondary">{T.graphHint}</Typography.Text>
    </div>
  );
};
