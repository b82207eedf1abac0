import { useSearchParams } from '@clientline/shared-ui/router';
import { AUDIT_ACTION_LABELS, type AuditAction } from '@clientline/contracts';
import { dateRangeProblems } from '@clientline/contracts/dates';
import type { AuditLogFilter } from '@clientline/shared-ui/api/audit';

/** The filters, by their name in the page's address and in GET /api/audit-log's query. */
export const AUDIT_FILTER_KEYS = ['personId', 'action', 'projectId', 'clientId', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

const isAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTION_LABELS, value);

/**
 * The Audit log's filters live in the address (`/audit-log?action=document.downloaded&from=...`), so a
 * filtered view can be linked and survives a reload. `filter` is what the api is asked for: only the
 * filters set, and nothing while the date range is impossible (its `problems` say why).
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<AuditFilterKey, string>;
  // An action the address names that the trail does not know is no filter at all.
  if (!isAction(values.action)) values.action = '';
  const problems = dateRangeProblems({ startDate: values.from, endDate: values.to });
  const filter: AuditLogFilter = {};
  for (const key of AUDIT_FILTER_KEYS) {
    if (values[key]) Object.assign(filter, { [key]: values[key] });
  }

  const set = (key: AuditFilterKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of AUDIT_FILTER_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );

  return {
    values,
    set,
    clear,
    problems: { from: problems.startDate, to: problems.endDate },
    isValid: !problems.startDate && !problems.endDate,
    isFiltered: Object.keys(filter).length > 0,
    filter,
  };
}
