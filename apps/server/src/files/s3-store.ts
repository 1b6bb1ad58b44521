import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import type { FileStore } from './file-store.ts';

/**
 * Files in an S3 bucket, shared by every node: any node serves a file another one stored, through
 * the same signed URLs as on disk (files/signed-urls.ts), which keeps one CSP, the lookup log and a
 * private bucket. An object appears whole or not at all, so a kill mid-write leaves nothing
 * half-written behind.
 */
export function createS3Store(settings: S3Settings): FileStore & { check(): Promise<void> } {
  // The SDK warns on every start that its releases after January 2027 need Node 22; the version
  // installed here supports Node 20. Its own switch, unless the operator set it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Plain bodies with a Content-MD5-free PUT: every S3-compatible service stores them as sent
    // (the default streaming checksums frame the body, which some services keep in the object).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    /** Fails with a message naming the bucket when it cannot be reached (at start, main.ts). */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = error instanceof S3ServiceException ? error.name : (error as Error).message;
        throw new Error(`S3 bucket "${Bucket}" at ${settings.endpoint ?? 'AWS'} is not reachable: ${reason}`);
      }
    },
    async put(key, data) {
      // A local file is streamed with its length known up front: one plain PUT, never held whole.
      const [Body, ContentLength] = Buffer.isBuffer(data)
        ? [data, data.length]
        : [createReadStream(data.path), data.size];
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body, ContentLength }));
    },
    async open(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey'))
          return null;
        throw error;
      }
    },
    async remove(key) {
      // Deleting a missing key succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removeTemporaryFiles() {
      return 0;
    },
  };
}
