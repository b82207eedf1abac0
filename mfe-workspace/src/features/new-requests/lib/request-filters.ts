import type { WebhookRequest } from '@clientline/contracts';
import { inWords } from './request-details';

/** Which requests the list shows: the ones still to deal with first. */
export const SHOW_CHOICES = [
  { value: 'not_handled', label: 'Not handled' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;

export type ShowChoice = (typeof SHOW_CHOICES)[number]['value'];

export interface RequestFilters {
  show: ShowChoice;
  search: string;
}

/** What the screen opens with: the requests nobody has handled yet. */
export const DEFAULT_REQUEST_FILTERS: RequestFilters = { show: 'not_handled', search: '' };

/** No filter at all: what "Clear filters" brings back, every loaded request. */
export const NO_REQUEST_FILTERS: RequestFilters = { show: 'all', search: '' };

export function isShowChoice(value: string): value is ShowChoice {
  return SHOW_CHOICES.some((choice) => choice.value === value);
}

function matchesShow(request: WebhookRequest, show: ShowChoice): boolean {
  if (show === 'all') return true;
  return (request.handled !== null) === (show === 'handled');
}

/** The search looks in the type (as written and in words), the content and the source, ignoring case. */
function matchesSearch(request: WebhookRequest, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [request.type, inWords(request.type), request.content, request.source].some((text) => text.toLowerCase().includes(needle));
}

/** The loaded requests the filters let through, in the list's order (newest first). */
export function filterRequests(requests: WebhookRequest[], filters: RequestFilters): WebhookRequest[] {
  return requests.filter((request) => matchesShow(request, filters.show) && matchesSearch(request, filters.search));
}
