/**
 * The database schema (PostgreSQL dialect, snake_case). Auth tables follow the
 * auth library's model; the rest follows spec section 3. Everything that
 * belongs to an event cascades from `events`. Counters that plan limits use
 * live on `events` and `albums` and change in the same transaction that
 * reserves or releases a slot.
 */
export * from './schema/accounts';
export * from './schema/events';
export * from './schema/lifecycle';
export * from './schema/members';
export * from './schema/money';
