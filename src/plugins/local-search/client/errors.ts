/**
 * DocSearch shows its error screen ("无法获取结果") only for an error named `RetryError` (what Algolia's client
 * throws when every host failed); any other rejection silently resets the modal to idle.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}
