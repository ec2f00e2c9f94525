// Texts of SPEC section 8 for the contact form.
export const CONTACT_MESSAGES = {
  success: 'Thank you! Your message has been sent successfully.',
  failed: 'Failed to send message. Please try again.',
  thrown: 'An error occurred while sending your message. Please try again.',
} as const;
