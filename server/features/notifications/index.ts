/**
 * The notifications feature's public module: its routes (which also start the device pushes),
 * OneSignal's service worker at the site's root, `notify` for any feature that has something to
 * tell a person, and the direct device push an incoming call needs.
 */
export { default as notificationsRoutes } from './notifications.routes';
export { default as pushWorkerRoutes } from './push-worker.routes';
export { devicePushOn, hasDevices, notify, pushToDevices } from './notifications.service';
