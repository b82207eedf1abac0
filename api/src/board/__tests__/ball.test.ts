import { ballOf, type ProjectActivity } from '../ball';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const nothing: ProjectActivity = { openRequestsAskedAt: [], answersToReviewAt: [], messages: [], lastClientUploadAt: null };
const firm = (day: number) => ({ side: 'firm' as const, at: at(day) });
const client = (day: number) => ({ side: 'client' as const, at: at(day) });

describe('who holds the ball, from what happened in each order', () => {
  it('is nobody on a project where nothing is open', () => {
    expect(ballOf(nothing)).toBeNull();
  });

  it('is the client once documents are asked, since the oldest request', () => {
    expect(ballOf({ ...nothing, openRequestsAskedAt: [at(5), at(3)] })).toEqual({ waitingOn: 'client', since: at(3).toISOString(), reason: '2 documents not received' });
  });

  it('is the firm once the client uploads an answer, even with other requests still open', () => {
    expect(ballOf({ ...nothing, openRequestsAskedAt: [at(3)], answersToReviewAt: [at(6)], lastClientUploadAt: at(6) })).toEqual({
      waitingOn: 'firm',
      since: at(6).toISOString(),
      reason: '1 upload to review',
    });
  });

  it('goes back to the client when the firm has reviewed every answer and some requests are still open', () => {
    expect(ballOf({ ...nothing, openRequestsAskedAt: [at(3)], lastClientUploadAt: at(6) })).toMatchObject({ waitingOn: 'client', reason: '1 document not received' });
  });

  it('is the firm after a client message the firm has not answered, since the first of them', () => {
    expect(ballOf({ ...nothing, messages: [firm(1), client(2), client(4)] })).toEqual({
      waitingOn: 'firm',
      since: at(2).toISOString(),
      reason: '2 messages from the client to answer',
    });
  });

  it('is the client after a firm message they have not answered, and nobody once they reply and the firm answers', () => {
    expect(ballOf({ ...nothing, messages: [client(1), firm(2), firm(3)] })).toEqual({ waitingOn: 'client', since: at(2).toISOString(), reason: 'A message of the firm unanswered' });
    expect(ballOf({ ...nothing, messages: [client(1), firm(2), client(3)] })).toMatchObject({ waitingOn: 'firm', since: at(3).toISOString() });
    expect(ballOf({ ...nothing, messages: [client(1), firm(2), client(3), firm(4)] })).toMatchObject({ waitingOn: 'client', since: at(4).toISOString() });
  });

  it('takes an upload after the firm message as the client’s answer to it', () => {
    expect(ballOf({ ...nothing, messages: [firm(2)], lastClientUploadAt: at(3) })).toBeNull();
    expect(ballOf({ ...nothing, messages: [firm(4)], lastClientUploadAt: at(3) })).toMatchObject({ waitingOn: 'client' });
  });

  it('names everything the holder owes, since the oldest', () => {
    expect(ballOf({ ...nothing, openRequestsAskedAt: [at(5)], messages: [firm(2)] })).toEqual({
      waitingOn: 'client',
      since: at(2).toISOString(),
      reason: '1 document not received; a message of the firm unanswered',
    });
  });
});
