import type * as React from 'react';
import { Mail, Phone } from 'lucide-react';
import { cn } from '../lib/cn';
import { ChromeLink } from './ChromeLink';
import type { ChromeLinkComponent, NavLink } from './types';

export interface FooterProps {
  /** The wordmark's text and the copyright holder ("© 2025 <brandName>. All rights reserved."). */
  brandName: string;
  /** The logo before the name, decorative, as an element: e.g. `<PawPrint aria-hidden="true" className="size-5" />`. */
  logo?: React.ReactNode;
  /** The line under the wordmark: what the company does. */
  statement: React.ReactNode;
  /** The footer's links, in order, under `linksHeading`. */
  links: readonly NavLink[];
  /** Heading of the links column. @default 'Explore' */
  linksHeading?: string;
  /** Support contact, shown as a mailto: link; left out when not given. */
  supportEmail?: string;
  /** Support phone, shown as a tel: link (spaces dropped from the href); left out when not given. */
  supportPhone?: string;
  /** Heading of the contact column (shown when there is an email or a phone). @default 'Contact support' */
  contactHeading?: string;
  /** The copyright year: passed in, never read from the clock, so server and client agree. */
  year: number;
  /** The app's router link; default: a plain <a>. */
  linkComponent?: ChromeLinkComponent;
  /** Where the wordmark links to. */
  homeHref?: string;
  className?: string;
}

const linkClasses =
  'pp:rounded-sm pp:text-sm pp:text-muted-foreground pp:underline-offset-4 pp:outline-none pp:hover:text-foreground pp:hover:underline pp:focus-visible:ring-2 pp:focus-visible:ring-ring';

/** The site footer: statement, links, support contact and copyright. */
export function Footer({
  brandName,
  logo,
  statement,
  links,
  linksHeading = 'Explore',
  supportEmail,
  supportPhone,
  contactHeading = 'Contact support',
  year,
  linkComponent,
  homeHref = '/',
  className,
}: FooterProps): React.JSX.Element {
  return (
    <footer data-slot="footer" className={cn('pp:border-t pp:border-border pp:bg-muted pp:text-foreground', className)}>
      <div
        data-slot="footer-content"
        className="pp:mx-auto pp:grid pp:max-w-7xl pp:gap-8 pp:px-4 pp:py-10 pp:sm:grid-cols-2 pp:lg:grid-cols-[2fr_1fr_1fr]"
      >
        <div data-slot="footer-brand" className="pp:flex pp:flex-col pp:gap-3">
          <ChromeLink
            data-slot="footer-home-link"
            linkComponent={linkComponent}
            href={homeHref}
            className="pp:inline-flex pp:w-fit pp:items-center pp:gap-2 pp:rounded-md pp:text-lg pp:font-bold pp:text-primary pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring"
          >
            {logo}
            {brandName}
          </ChromeLink>
          <p data-slot="footer-statement" className="pp:max-w-sm pp:text-sm pp:text-muted-foreground">
            {statement}
          </p>
        </div>
        <nav data-slot="footer-nav" aria-label="Footer">
          <h2 data-slot="footer-heading" className="pp:mb-3 pp:text-sm pp:font-semibold">
            {linksHeading}
          </h2>
          <ul data-slot="footer-list" className="pp:flex pp:flex-col pp:gap-2">
            {links.map((link) => (
              <li key={link.href} data-slot="footer-item">
                <ChromeLink
                  data-slot="footer-link"
                  linkComponent={linkComponent}
                  reloadDocument={link.reloadDocument}
                  href={link.href}
                  className={linkClasses}
                >
                  {link.label}
                </ChromeLink>
              </li>
            ))}
          </ul>
        </nav>
        {supportEmail || supportPhone ? (
          <div data-slot="footer-contact">
            <h2 data-slot="footer-heading" className="pp:mb-3 pp:text-sm pp:font-semibold">
              {contactHeading}
            </h2>
            <ul data-slot="footer-list" className="pp:flex pp:flex-col pp:gap-2">
              {supportEmail ? (
                <li data-slot="footer-item">
                  <a
                    data-slot="footer-link"
                    href={`mailto:${supportEmail}`}
                    className={cn(linkClasses, 'pp:inline-flex pp:items-center pp:gap-2')}
                  >
                    <Mail aria-hidden="true" className="pp:size-4" />
                    {supportEmail}
                  </a>
                </li>
              ) : null}
              {supportPhone ? (
                <li data-slot="footer-item">
                  <a
                    data-slot="footer-link"
                    href={`tel:${supportPhone.replace(/\s+/g, '')}`}
                    className={cn(linkClasses, 'pp:inline-flex pp:items-center pp:gap-2')}
                  >
                    <Phone aria-hidden="true" className="pp:size-4" />
                    {supportPhone}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </div>
      <div data-slot="footer-bottom" className="pp:border-t pp:border-border">
        <p data-slot="footer-copyright" className="pp:mx-auto pp:max-w-7xl pp:px-4 pp:py-4 pp:text-sm pp:text-muted-foreground">
          © {year} {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
