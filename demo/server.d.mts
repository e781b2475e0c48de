export interface DemoServer { url: string; api: unknown; close(): Promise<void> }
export function startServer(options?: { port?: number; host?: string; quiet?: boolean; file?: string | null; latency?: number }): Promise<DemoServer>;
