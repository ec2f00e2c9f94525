import { Type, type Static } from '@sinclair/typebox';

const Token = (description: string) => Type.String({ minLength: 1, maxLength: 8192, description });

export const VerifyIdTokenBody = Type.Object({ token: Token('The ID token (credential) from the identity provider') });
export type VerifyIdTokenBody = Static<typeof VerifyIdTokenBody>;

export const AuthUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  picture: Type.Optional(Type.String()),
});
export type AuthUser = Static<typeof AuthUser>;

export const SignInResponse = Type.Object({
  success: Type.Literal(true),
  user: AuthUser,
  accessToken: Type.String(),
  refreshToken: Type.String(),
});
export type SignInResponse = Static<typeof SignInResponse>;

export const RefreshBody = Type.Object({ refreshToken: Token('The current refresh token; it is used up by this call') });
export type RefreshBody = Static<typeof RefreshBody>;

export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type TokenPair = Static<typeof TokenPair>;

export const LogoutBody = Type.Object({ refreshToken: Token('The refresh token whose session ends') });
export type LogoutBody = Static<typeof LogoutBody>;

export const LogoutResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type LogoutResponse = Static<typeof LogoutResponse>;

export const CurrentUserResponse = Type.Object({ success: Type.Literal(true), user: AuthUser });
export type CurrentUserResponse = Static<typeof CurrentUserResponse>;

export const DevIdTokenResponse = Type.Object({ idToken: Type.String() });
export type DevIdTokenResponse = Static<typeof DevIdTokenResponse>;

/** A JSON Web Key Set (RFC 7517); only public keys are ever served. */
export const JsonWebKeySet = Type.Object({
  keys: Type.Array(
    Type.Object(
      {
        kty: Type.String(),
        kid: Type.Optional(Type.String()),
        alg: Type.Optional(Type.String()),
        use: Type.Optional(Type.String()),
        n: Type.Optional(Type.String()),
        e: Type.Optional(Type.String()),
        crv: Type.Optional(Type.String()),
        x: Type.Optional(Type.String()),
      },
      { additionalProperties: false },
    ),
  ),
});
export type JsonWebKeySet = Static<typeof JsonWebKeySet>;
