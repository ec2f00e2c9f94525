import { Type, type Static } from '@sinclair/typebox';

export const DataSourceCredit = Type.Object({
  name: Type.String(),
  licence: Type.Optional(Type.String()),
  credit: Type.String(),
});
export type DataSourceCredit = Static<typeof DataSourceCredit>;

export const AboutInfo = Type.Object({
  success: Type.Literal(true),
  brand: Type.String(),
  description: Type.String(),
  contactEmail: Type.String(),
  counselingUrl: Type.String(),
  dataSources: Type.Array(DataSourceCredit),
});
export type AboutInfo = Static<typeof AboutInfo>;

export const ContactInfo = Type.Object({
  success: Type.Literal(true),
  brand: Type.String(),
  contactEmail: Type.String(),
  counselingUrl: Type.String(),
});
export type ContactInfo = Static<typeof ContactInfo>;
