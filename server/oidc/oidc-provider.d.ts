/**
 * The slice of oidc-provider 8.x that server/oidc uses. The package ships no types and
 * @types/oidc-provider would be a second dependency; these are checked against the
 * library's own documentation (docs/README.md of oidc-provider 8).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  /** Storage for one model (AccessToken, Session, Interaction, Grant…). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }
  export type AdapterConstructor = new (model: string) => Adapter;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface KoaContextWithOIDC {
    oidc: { result?: { login?: { accountId: string } } };
  }

  export interface Interaction {
    uid: string;
    exp: number;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { accountId?: string; uid?: string };
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface ClientInstance {
    clientId: string;
    clientName?: string;
  }

  export interface AccessTokenInstance {
    jti: string;
    accountId: string;
    clientId: string;
    scope?: string;
    isExpired: boolean;
    save(): Promise<string>;
  }

  export interface Configuration {
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    readonly Grant: new (props: { accountId: string; clientId: string }) => GrantInstance;
    readonly AccessToken: {
      new (props: {
        accountId: string;
        client: ClientInstance;
        grantId: string;
        scope: string;
        gty: string;
        expiresIn: number;
      }): AccessTokenInstance;
      find(token: string): Promise<AccessTokenInstance | undefined>;
    };
    readonly Client: {
      prototype: { redirectUriAllowed(this: ClientInstance, value: string): boolean };
      find(id: string): Promise<ClientInstance | undefined>;
    };
  }

  export namespace interactionPolicy {
    class Check {
      constructor(
        reason: string,
        description: string,
        error: string,
        check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
      );
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
    }
    interface Prompt {
      name: string;
      checks: Check[];
    }
    function base(): Prompt[] & { get(name: string): Prompt | undefined };
  }
}
