import type { PaymentResultCode, StatusMessage } from '@portal/contracts';

const messages: Record<PaymentResultCode, Omit<StatusMessage, 'code'>> = {
  success: {
    title: 'Payment successful',
    message: 'Your payment was received and your wallet has been credited with the amount.',
    tone: 'success',
  },
  failure: {
    title: 'Payment failed',
    message:
      'The payment could not be completed and your wallet was not credited. Try again, or pay with another card or method.',
    tone: 'error',
  },
  cancel: {
    title: 'Payment cancelled',
    message: 'You cancelled the payment at the checkout. Nothing was charged and your wallet is unchanged.',
    tone: 'warning',
  },
  pending: {
    title: 'Payment in progress',
    message:
      'We are waiting for the payment gateway to confirm your payment. Your wallet is credited as soon as it does.',
    tone: 'info',
  },
};

/** online/GetStatusMessage?code: what the result page says for a result code. */
export function getStatusMessage(options: { code: PaymentResultCode }): StatusMessage {
  return { code: options.code, ...messages[options.code] };
}
