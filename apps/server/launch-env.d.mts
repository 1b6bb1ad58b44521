export declare const LAUNCH_ENV: Readonly<Record<string, string>>;
export declare function withLaunchEnv<T extends Record<string, string | undefined>>(
  env: T,
): T & Record<string, string>;
