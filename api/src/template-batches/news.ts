import type { Types } from 'mongoose';
import { requestNews } from '../notifications/news';
import type { ClientNews } from '../notifications/service';
import type { ProjectRecord } from '../projects/model';

type AskedItem = { _id: Types.ObjectId; name: string; addressedTo: Types.ObjectId | null };

/**
 * The news of documents asked in a project, for its client: one per person asked (the primary person, or
 * everyone), keyed by its first item (requestNews), so a step run again tells nobody twice.
 */
export function requestedNews(project: ClientNews['project'] & Pick<ProjectRecord, 'name'>, items: AskedItem[], firmName: string): ClientNews[] {
  const byAddressee = new Map<string, AskedItem[]>();
  for (const item of items) byAddressee.set(String(item.addressedTo), [...(byAddressee.get(String(item.addressedTo)) ?? []), item]);
  return [...byAddressee.values()].map((asked) => ({
    project,
    news: requestNews(project, asked, firmName),
    askedOf: asked[0]!.addressedTo,
  }));
}
