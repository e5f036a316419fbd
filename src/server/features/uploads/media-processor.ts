/**
 * What happens to an original once it is stored: the media feature's
 * processing queue (derivatives, placeholder, duration). Uploads only hand
 * the id over; the integrator wires the implementation.
 */
export interface MediaProcessor {
  /** Queues the media item (state `processing`, original stored) for processing. Must not throw. */
  enqueue(mediaId: string): void;
}
