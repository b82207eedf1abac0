import { documentEvents, type DocumentEvents } from '../documents/events';
import { organizationNameOf } from '../organizations/service';
import { namesOf, requestNews, type ProjectNews } from './news';
import { notifyProject } from './service';

/** The other side hears of an upload: the firm (and the client's other people) of a client's, the client's people of the firm's. */
async function announceUpload({ actor, project, documents }: DocumentEvents['uploaded']): Promise<void> {
  const uploader = documents[0]!.uploadedByName;
  const news: ProjectNews = {
    type: 'document_uploaded',
    content: `${uploader} uploaded ${namesOf(documents.map((document) => document.name), 'the file', 'files')} to ${project.name}`,
    subject: `${uploader} uploaded ${documents.length === 1 ? `"${documents[0]!.name}"` : `${documents.length} files`} to ${project.name}`,
  };
  await notifyProject(project, actor.userId, news, actor.clientId ? 'everyone' : 'client');
}

async function announceRequest({ actor, project, items }: DocumentEvents['requested']): Promise<void> {
  const news = requestNews(project, items, await organizationNameOf(project.organizationId));
  // The items of one request are asked of the same person (or of everyone).
  await notifyProject(project, actor.userId, news, { askedOf: items[0]!.addressedTo });
}

/** Asked again: the client hears what to change. Accepted: the client hears the item needs nothing more from them. */
async function announceReview({ actor, project, item }: DocumentEvents['reviewed']): Promise<void> {
  const news: ProjectNews | null =
    item.status === 'changes_requested'
      ? {
          type: 'document_requested',
          content: `${project.name}: please upload "${item.name}" again. ${item.note}`,
          subject: `${await organizationNameOf(project.organizationId)} asks for "${item.name}" again`,
          requestItemIds: [item._id],
        }
      : item.status === 'accepted'
        ? { type: 'document_accepted', content: `${project.name}: "${item.name}" was accepted`, subject: `"${item.name}" was accepted on ${project.name}` }
        : null;
  if (news) await notifyProject(project, actor.userId, news, { askedOf: item.addressedTo });
}

/** Uploads notify the other side of the project; requests (new or asked again) and acceptances notify the project's client. */
export function notifyOnDocuments(): void {
  documentEvents.on('uploaded', announceUpload);
  documentEvents.on('requested', announceRequest);
  documentEvents.on('reviewed', announceReview);
}
