/**
 * Where shoppers' photos live (ARCHITECTURE.md "Scale-out"): a folder on local disk by default
 * (`<DATA_DIR>/uploads`, mode 0700, files 0600), or a bucket of S3-compatible object storage
 * when S3_BUCKET is set, so that every process of a scale-out reads what any of them stored.
 * Objects are named by the upload's file name (`<uuid>.jpg`, and its garment's cut-out
 * `<uuid>.cutout.webp`, and the wardrobe's pictures `wardrobe-<uuid>.webp`) under the `uploads/`
 * prefix; they never change once written, and are deleted by retention
 * (services/retention.service.ts), which also lists them to find those no row names.
 */
import { mkdirSync } from 'node:fs';
import { mkdir, opendir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An S3-compatible bucket: endpoint (unset → AWS), region, bucket; credentials from the AWS SDK's usual sources. */
export interface S3Settings {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
}

/** A stored file: its name, and when it was written. */
export interface StoredFile {
  fileName: string;
  /** When it was written: the file's mtime on disk, the object's LastModified in S3. */
  modifiedAt: Date;
}

export interface UploadStore {
  /**
   * Stores `bytes` under `fileName`, replacing what was there.
   * @param contentType the bytes' media type (S3 keeps it): 'image/jpeg' unless given.
   */
  put(fileName: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The bytes stored under `fileName`, or undefined when there are none. */
  get(fileName: string): Promise<Buffer | undefined>;
  /** Deletes what is stored under `fileName`; nothing there is no error. */
  delete(fileName: string): Promise<void>;
  /**
   * Every stored file, in no set order, read as it is iterated (from S3 a page of up to 1,000
   * at a time): files stored or deleted meanwhile may or may not be listed.
   */
  list(): AsyncIterable<StoredFile>;
}

/** The disk store in `dir`, or the S3 store of `s3` when given. */
export function createUploadStore(options: {
  dir: string;
  s3?: S3Settings | undefined;
}): UploadStore {
  return options.s3 ? s3Store(options.s3) : diskStore(options.dir);
}

function diskStore(dir: string): UploadStore {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return {
    async put(fileName, bytes) {
      // Shoppers' photos are readable by the server's user only.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(dir, fileName), bytes, { mode: 0o600 });
    },
    async get(fileName) {
      return readFile(path.join(dir, fileName)).catch(missingAsUndefined);
    },
    async delete(fileName) {
      await rm(path.join(dir, fileName), { force: true });
    },
    async *list() {
      for await (const entry of await opendir(dir)) {
        if (!entry.isFile()) continue;
        // deleted since it was listed: not stored any more
        const stats = await stat(path.join(dir, entry.name)).catch(missingAsUndefined);
        if (stats) yield { fileName: entry.name, modifiedAt: stats.mtime };
      }
    },
  };
}

/** A file system call's rejection for a missing file (ENOENT) as undefined; others rethrown. */
function missingAsUndefined(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}

function s3Store(settings: S3Settings): UploadStore {
  // The AWS SDK is loaded only by a process that stores photos in a bucket.
  const sdk = import('@aws-sdk/client-s3').then((aws) => ({
    aws,
    client: new aws.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    }),
  }));
  const prefix = 'uploads/';
  const key = (fileName: string) => `${prefix}${fileName}`;
  return {
    async put(fileName, bytes, contentType = 'image/jpeg') {
      const { aws, client } = await sdk;
      await client.send(
        new aws.PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(fileName),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(fileName) {
      const { aws, client } = await sdk;
      try {
        const object = await client.send(
          new aws.GetObjectCommand({ Bucket: settings.bucket, Key: key(fileName) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof aws.NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(fileName) {
      const { aws, client } = await sdk;
      await client.send(
        new aws.DeleteObjectCommand({ Bucket: settings.bucket, Key: key(fileName) }),
      );
    },
    async *list() {
      const { aws, client } = await sdk;
      const pages = aws.paginateListObjectsV2(
        { client },
        { Bucket: settings.bucket, Prefix: prefix },
      );
      for await (const page of pages)
        for (const { Key, LastModified } of page.Contents ?? [])
          if (Key && LastModified)
            yield { fileName: Key.slice(prefix.length), modifiedAt: LastModified };
    },
  };
}
