/** The configuration of an operator command: the server's, or its problems printed and exit code 1. */
import { type Config, ConfigError, loadConfig } from '../src/server/config';

export type ScriptOutput = { log(line: string): void; error(line: string): void };

/** `loadConfig(env)`, or null after printing what is wrong with the environment. */
export function loadScriptConfig(
  env: Record<string, string | undefined>,
  out: ScriptOutput,
): Config | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(error.message);
      return null;
    }
    throw error;
  }
}
