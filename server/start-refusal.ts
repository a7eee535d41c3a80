/**
 * What `npm start` prints when it cannot start (the operator's side of "a clear Korean message on
 * every failure"): one Korean line naming the setting and its fix, for every refusal the server
 * knows of. Undefined for a failure nobody foresaw.
 */
import { ConfigError, type Config } from './config';
import { DatabaseLockedError } from './db/database';
import { startFailureMessages } from './messages';

/** The line for `error`; `config` is undefined when the configuration itself failed. */
export function startRefusal(
  error: unknown,
  config: Pick<Config, 'port' | 'databaseUrl'> | undefined,
): string | undefined {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) return error.message;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'EADDRINUSE' && config) return startFailureMessages.portInUse(config.port);
  if (code === 'EACCES' && config) return startFailureMessages.portDenied(config.port);
  if (
    config?.databaseUrl &&
    (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000')
  )
    return startFailureMessages.databaseUnreachable(code);
  return undefined;
}
