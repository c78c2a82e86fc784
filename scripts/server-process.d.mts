export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  startupMs: number;
  stop(opts?: { keepData?: boolean }): Promise<void>;
}
export declare function freePort(): Promise<number>;
export declare function startServer(opts?: { env?: Record<string, string>; dataDir?: string; quiet?: boolean }): Promise<RunningServer>;
