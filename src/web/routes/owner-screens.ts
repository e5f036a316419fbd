/**
 * The screens behind the sign-in, with the owner area they sit in and the reads an owner page
 * asks for while the app starts: one chunk, loaded on demand (load-owner-screens.ts). They
 * hold the hosts' answer schemas, whose building the start page does not wait for.
 */
export { prefetchOwnerPage } from '../app/prefetch';
export { AlbumRoute } from './album-route';
export { CreateEventRoute } from './create-event-route';
export { EventRoute } from './event-route';
export { EventSettingsRoute } from './event-settings-route';
export { EventsRoute } from './events-route';
export { GiftRoute } from './gift-route';
export { OwnerArea } from './owner-area';
export { PaymentRoute } from './payment-route';
export { UpgradeRoute } from './upgrade-route';
