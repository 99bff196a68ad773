/**
 * A throw-away S3 API (@20minutes/s3rver) in its own process, for benchmarks that must not count its
 * memory as the API's: prints one JSON line with its createS3Storage options, then serves until
 * stdin closes or it is signalled.
 *
 *   node --import tsx bench/s3-server.ts
 */
import { startS3Server } from '../test/support/s3.ts';

const server = await startS3Server('ih-bench');
console.log(JSON.stringify(server.storage));
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
