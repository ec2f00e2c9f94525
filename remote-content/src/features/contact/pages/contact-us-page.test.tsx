import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@gradatlas/shared/config';
import type { ContactInfo } from '@gradatlas/shared/contracts';
import { ContactUsPage } from './contact-us-page';
import { getContactInfo } from '../api/get-contact-info';
import { submitContact, type ContactResult } from '../api/submit-contact';

jest.mock('../api/get-contact-info');
jest.mock('../api/submit-contact');
const mockedGetContactInfo = jest.mocked(getContactInfo);
const mockedSubmit = jest.mocked(submitContact);

const BOOKING_URL = 'https://example.test/book';
const INFO: ContactInfo = { success: true, brand: 'GradAtlas', contactEmail: 'x@example.test', counselingUrl: BOOKING_URL };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactUsPage />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return user;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.test');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+91 98765 43210');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'MS applications');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Which programs fit my profile?');
}

beforeEach(() => {
  setRuntimeConfig({ counselingUrl: BOOKING_URL, contactEmail: 'hello@example.test' });
  mockedGetContactInfo.mockResolvedValue(INFO);
});

afterEach(() => {
  mockedGetContactInfo.mockReset();
  mockedSubmit.mockReset();
});

afterAll(() => {
  setRuntimeConfig({});
});

describe('ContactUsPage', () => {
  it('shows the loading spinner until the page-info request settles, even when it fails', async () => {
    mockedGetContactInfo.mockRejectedValue(new Error('offline'));
    render(
      <MemoryRouter>
        <ContactUsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(mockedGetContactInfo).toHaveBeenCalledTimes(1);
  });

  it('shows the configured email, six FAQ items, social links and the booking call to action', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'hello@example.test' })).toHaveAttribute('href', 'mailto:hello@example.test');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('group')).toHaveLength(6);

    const social = within(screen.getByRole('region', { name: 'Follow Us' })).getAllByRole('link');
    expect(social.map((link) => link.textContent)).toEqual(['Facebook', 'X', 'Instagram', 'LinkedIn', 'YouTube']);
    social.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));

    const booking = screen.getByRole('link', { name: 'Book Free Counseling' });
    expect(booking).toHaveAttribute('href', BOOKING_URL);
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking.getAttribute('rel')).toContain('noopener');
  });

  it('has the form fields of the specification', async () => {
    await renderPage();
    ['Name', 'Email', 'Subject', 'Message'].forEach((name) => expect(screen.getByRole('textbox', { name })).toBeRequired());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('placeholder', 'Include country code (e.g., +1 for US)');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
  });

  it('does not send an incomplete form', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(mockedSubmit).not.toHaveBeenCalled();
  });

  it('sends the message, shows Sending... meanwhile, then thanks the user and clears the form', async () => {
    let finish: (result: ContactResult) => void = () => undefined;
    mockedSubmit.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = await renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(mockedSubmit).toHaveBeenCalledWith(
      {
        name: 'Asha Rao',
        email: 'asha@example.test',
        phone: '+91 98765 43210',
        subject: 'MS applications',
        message: 'Which programs fit my profile?',
      },
      expect.stringMatching(UUID),
    );

    finish({ success: true, message: 'Stored' });
    expect(await screen.findByText('Thank you! Your message has been sent successfully.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it("shows the server's message when it answers success false, and keeps the form", async () => {
    mockedSubmit.mockResolvedValue({ success: false, message: 'Too many messages, try later.' });
    const user = await renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, try later.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
  });

  it('falls back to the generic failure text when success false comes without a message', async () => {
    mockedSubmit.mockResolvedValue({ success: false });
    const user = await renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });

  it('reports a thrown error, and a second attempt uses a new idempotency key', async () => {
    mockedSubmit.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ success: true });
    const user = await renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while sending your message. Please try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you! Your message has been sent successfully.')).toBeInTheDocument();
    const [first, second] = mockedSubmit.mock.calls.map((call) => call[1]);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });
});
