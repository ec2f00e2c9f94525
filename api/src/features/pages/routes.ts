import type { FastifyInstance } from 'fastify';
import { AboutInfo, BRAND_NAME, ContactInfo, type DataSourceCredit } from '@gradatlas/shared/contracts';
import type { AppConfig } from '../../config';

const DESCRIPTION = `${BRAND_NAME} helps international students explore graduate programmes at universities in the USA and Canada, estimate their admission chances, read practical guides and book free counseling.`;

export function pageRoutes(app: FastifyInstance, options: { config: AppConfig; dataSources: DataSourceCredit[] }): void {
  const { contactEmail, counselingUrl } = options.config;

  app.get('/api/about', { schema: { tags: ['pages'], summary: 'About page information', response: { 200: AboutInfo } } }, async (): Promise<AboutInfo> => ({
    success: true,
    brand: BRAND_NAME,
    description: DESCRIPTION,
    contactEmail,
    counselingUrl,
    dataSources: options.dataSources,
  }));

  app.get('/api/contact/info', { schema: { tags: ['pages'], summary: 'Contact page information', response: { 200: ContactInfo } } }, async (): Promise<ContactInfo> => ({
    success: true,
    brand: BRAND_NAME,
    contactEmail,
    counselingUrl,
  }));
}
