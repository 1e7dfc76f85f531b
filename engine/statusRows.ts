/**
 * The status rows that can apply to a server status, in table order (000 §4.3): rows naming the
 * status plus rows that name none. Indexed once per journey so that a decision does not scan
 * every row's status list.
 */
import type { StatusRoutingDef, StatusRowDef } from './types/journey.ts';

interface RowIndex { byStatus: Map<string, StatusRowDef[]>; open: StatusRowDef[] }

const indexes = new WeakMap<StatusRoutingDef, RowIndex>();

function indexOf(routing: StatusRoutingDef): RowIndex {
  const named = new Set(routing.rows.flatMap((r) => r.statuses ?? []));
  const byStatus = new Map<string, StatusRowDef[]>();
  for (const status of named) byStatus.set(status, routing.rows.filter((r) => !r.statuses || r.statuses.includes(status)));
  return { byStatus, open: routing.rows.filter((r) => !r.statuses) };
}

export function rowsForStatus(routing: StatusRoutingDef, status: string): readonly StatusRowDef[] {
  let index = indexes.get(routing);
  if (!index) {
    index = indexOf(routing);
    indexes.set(routing, index);
  }
  return index.byStatus.get(status) ?? index.open;
}
