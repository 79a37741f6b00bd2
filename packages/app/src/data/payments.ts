/* Payments (docs/api-contract.md, "Payments"; the shapes and the sandbox's test cards are @pawpal/contract's). */

/** After Stripe confirms, the booking turns paid when the webhook arrives: poll it this often… */
export const PAYMENT_CONFIRM_POLL_MS = 2000;
/** …for this long, then say the payment is processing and the booking will update shortly. */
export const PAYMENT_CONFIRM_TIMEOUT_MS = 30_000;

/** Query parameters Stripe adds to return_url after a redirect-based payment method. */
export const STRIPE_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;
