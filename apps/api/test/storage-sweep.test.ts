import {
  AbortMultipartUploadCommand,
  ListMultipartUploadsCommand,
  type ListMultipartUploadsCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskList } from '../src/jobs/queue.ts';
import { TASKS } from '../src/jobs/tasks.ts';
import { ABANDONED_UPLOAD_MS } from '../src/modules/files/jobs.ts';
import { createS3Storage } from '../src/plugins/storage-s3.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { queueDeps } from './support/queue.ts';

/**
 * A process killed mid-upload leaves a multipart upload open in the bucket, its parts billed and
 * invisible. The hourly `storage-sweep` job aborts those begun more than a day ago (ADR 020).
 * s3rver implements neither listing nor aborting multipart uploads, so this runs on a client that
 * answers like S3 and records what it was asked.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

function recordingClient(pages: Partial<ListMultipartUploadsCommandOutput>[]) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  let page = 0;
  const client = {
    async send(command: { constructor: { name: string }; input: Record<string, unknown> }) {
      sent.push({ name: command.constructor.name, input: command.input });
      if (command instanceof ListMultipartUploadsCommand) return pages[page++] ?? {};
      if (command instanceof AbortMultipartUploadCommand) return {};
      throw new Error(`unexpected ${command.constructor.name}`);
    },
    destroy() {},
  };
  return { client: client as unknown as S3Client, sent };
}

describe('storage-sweep', () => {
  it('aborts multipart uploads older than a day, over every page, and leaves recent ones', async () => {
    const now = t.clock.now().getTime();
    const old = new Date(now - ABANDONED_UPLOAD_MS - 60_000);
    const recent = new Date(now - 3600_000);
    const { client, sent } = recordingClient([
      {
        IsTruncated: true,
        NextKeyMarker: 'cd/1',
        NextUploadIdMarker: 'u2',
        Uploads: [
          { Key: 'ab/1', UploadId: 'u1', Initiated: old },
          { Key: 'cd/1', UploadId: 'u2', Initiated: recent },
        ],
      },
      { IsTruncated: false, Uploads: [{ Key: 'ef/1', UploadId: 'u3', Initiated: old }] },
    ]);
    const storage = createS3Storage(
      { bucket: 'ih-files', region: 'us-east-1', forcePathStyle: true, checksums: 'when_required' },
      client,
    );
    await taskList({ ...queueDeps(t), storage })[TASKS.storageSweep]?.({}, {} as never);
    expect(
      sent.map((s) => [s.name, s.input.Key ?? s.input.KeyMarker ?? null, s.input.UploadId ?? null]),
    ).toEqual([
      ['ListMultipartUploadsCommand', null, null],
      ['AbortMultipartUploadCommand', 'ab/1', 'u1'],
      ['ListMultipartUploadsCommand', 'cd/1', null],
      ['AbortMultipartUploadCommand', 'ef/1', 'u3'],
    ]);
    expect(sent[2]?.input.UploadIdMarker).toBe('u2');
  });

  it('does nothing on local disk', async () => {
    await expect(taskList(queueDeps(t))[TASKS.storageSweep]?.({}, {} as never)).resolves.toBeUndefined();
  });
});
