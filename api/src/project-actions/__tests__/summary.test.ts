import { Types } from 'mongoose';
import { NOTHING_OPEN } from '../../reminders/service';
import type { ProjectActionRecord } from '../model';
import { summaryOf } from '../present';

const outcome = (skipped: string | null) => ({ projectId: new Types.ObjectId(), projectName: 'Return', skipped });
const action = (kind: ProjectActionRecord['kind'], skips: Array<string | null>) => ({ kind, params: {}, outcomes: skips.map(outcome) }) as unknown as ProjectActionRecord;

describe('summaryOf', () => {
  it('says how many it passed over as many as the screen lists, and how many of them had nothing open', () => {
    expect(summaryOf(action('remind', [null, null, NOTHING_OPEN]))).toBe('Reminded 2 clients; 1 had nothing open');
    expect(summaryOf(action('remind', [NOTHING_OPEN, 'Reminded within the last hour']))).toBe('Reminded 0 clients; 2 were passed over, 1 of them with nothing open');
    expect(summaryOf(action('remind', [null, 'Reminded within the last hour']))).toBe('Reminded 1 client; 1 was passed over');
  });

  it('counts the projects a message went on, a client with two of them counted twice', () => {
    expect(summaryOf(action('message', [null, null, null]))).toBe('Messaged the clients of 3 projects');
  });
});
