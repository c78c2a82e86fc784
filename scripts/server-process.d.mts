export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  startupMs: number;
  /** Resolves with the exit code when the process ends (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(opts?: { keepData?: boolean }): Promise<void>;
}
export declare function freePort(): Promise<number>;
export declare function startServer(opts?: { env?: Record<string, string>; dataDir?: string; quiet?: boolean }): Promise<RunningServer>;
