import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyLoginOptions, PasskeyRegistrationOptions } from '@visadesk/contract';

/*
 * A platform authenticator in software, for the API tests: an ES256 (P-256) key per credential,
 * attestation 'none', and assertions signed for real over authenticatorData + hash(clientDataJSON),
 * as WebAuthn Level 2 section 6 lays them out. The server checks them with @simplewebauthn/server.
 */

type CborValue = Parameters<typeof isoCBOR.encode>[0];

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** authenticatorData flags: user present, user verified, backup eligible, attested credential data. */
const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, AT: 0x40 } as const;

type Credential = {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
};

/** The credential public key in COSE form (RFC 9053: kty EC2, alg ES256, crv P-256, x, y). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );
}

function authenticatorData(rpID: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** Options for how an answer is made: another origin, a counter of choice, no user verification. */
export type AnswerTweaks = {
  origin?: string;
  counter?: number;
  userVerified?: boolean;
  credentialId?: string;
};

export function softAuthenticator(origin: string) {
  const credentials = new Map<string, Credential>();
  const flagsOf = (tweaks: AnswerTweaks) => FLAG.UP | (tweaks.userVerified === false ? 0 : FLAG.UV);

  return {
    credentials,
    /** navigator.credentials.create(): a new credential for the options' user, as the browser encodes it. */
    create(options: PasskeyRegistrationOptions, tweaks: AnswerTweaks = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(16);
      credentials.set(b64url(id), { id, privateKey, publicKey, userHandle: options.user.id, counter: 0 });
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
      const authData = authenticatorData(options.rp.id ?? '', flagsOf(tweaks) | FLAG.AT, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CborValue>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, tweaks.origin ?? origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get(): an assertion by the credential chosen (the first one allowed). */
    get(options: PasskeyLoginOptions, tweaks: AnswerTweaks = {}) {
      const chosen = tweaks.credentialId ?? options.allowCredentials?.[0]?.id ?? [...credentials.keys()][0];
      const credential = chosen === undefined ? undefined : credentials.get(chosen);
      if (!credential) throw new Error('the soft authenticator holds no such credential');
      credential.counter = tweaks.counter ?? credential.counter + 1;
      const authData = authenticatorData(options.rpId ?? '', flagsOf(tweaks), credential.counter);
      const data = clientData('webauthn.get', options.challenge, tweaks.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
