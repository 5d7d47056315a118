/**
 * The web app's configuration (the variables are listed in web-config.ts): vite.config.ts parses the build's
 * environment, failing the build on an invalid value, and compiles the result in here as a constant.
 */
import type { WebConfig } from './web-config.ts';

declare const __WEB_CONFIG__: WebConfig;

export const config: WebConfig = __WEB_CONFIG__;
