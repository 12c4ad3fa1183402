/** @tenace/api: the server, for the root start script and for tests of other packages. */
export { type AppOptions, createApp } from './app.js';
export { DEVELOPMENT_CAPTCHA_KEY } from './captcha/development.js';
export { type Config, loadConfig } from './config.js';
export { type Database, openDatabase } from './db/database.js';
export { type RunningServer, startServer } from './server.js';
