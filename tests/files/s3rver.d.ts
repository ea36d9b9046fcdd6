// Types for the parts of s3rver (a local S3-compatible server, devDependency) the file tests use.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  // eslint-disable-next-line no-restricted-syntax -- s3rver itself exports its class as the default.
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
