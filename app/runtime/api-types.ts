/**
 * The API's paths, operations and answers as TypeScript types, generated from the OpenAPI document the server
 * serves at /api/docs/openapi.json: `npm run api:types` writes this file, and a test fails when it is out of date
 * (docs/architecture.md, Public API). Do not edit.
 */
export type paths = {
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole audit log (admins)
         * @description For admins only: who did what in the desk, newest first.
         */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Entries of every kind and state, newest change first
         * @description For editors and admins: news, blog posts, FAQ entries, ICOs, airdrops and pages, drafts included.
         */
        get: operations["listEntries"];
        put?: never;
        /**
         * Create a draft with its English text
         * @description For editors and admins: a new draft of one kind with its English title and body.
         */
        post: operations["createEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entry with every language and its history
         * @description For editors and admins: the entry's settings, every language's text and its change history.
         */
        get: operations["getEntry"];
        /**
         * Change the slug, related tokens and facts
         * @description For editors and admins: settings shared by every language.
         */
        put: operations["updateEntry"];
        post?: never;
        /**
         * Delete an entry (admins)
         * @description For admins only: the entry and every translation go.
         */
        delete: operations["deleteEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entries/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a cover (JPEG, PNG or WebP, up to 5 MiB, at least 600 × 315): re-encoded as 1200 × 630 WebP
         * @description For editors and admins: the image is the raw request body with its own content type.
         */
        put: operations["setEntryCover"];
        post?: never;
        /**
         * Remove the cover
         * @description For editors and admins.
         */
        delete: operations["removeEntryCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entries/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish now, or schedule for a future time
         * @description For editors and admins: without `at`, now; with `at`, at that time.
         */
        post: operations["publishEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entries/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an entry off the site
         * @description For editors and admins: the entry goes back to draft.
         */
        post: operations["unpublishEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entries/{id}/versions/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save one language's text
         * @description For editors and admins: title, summary and body of one language; the body is sanitised HTML.
         */
        put: operations["saveEntryText"];
        post?: never;
        /**
         * Remove a translation
         * @description For editors and admins: a translation other than English.
         */
        delete: operations["deleteEntryText"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every redirect of the site's pages, newest change first
         * @description For editors and admins: the redirects editors added and those slug changes added.
         */
        get: operations["listRedirects"];
        put?: never;
        /**
         * Add a redirect: a site path (under every locale prefix) to a site path or an https address; no loops
         * @description For editors and admins. A redirect to itself, one that closes a loop or a second one from the same path is refused.
         */
        post: operations["addRedirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a redirect
         * @description For editors and admins; the old address answers as it would without it at once.
         */
        delete: operations["removeRedirect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts with a role, or matching q (admins)
         * @description For admins only: accounts that hold a role, or whose email or nickname matches `q`.
         */
        get: operations["listPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grant or withdraw a role (admins)
         * @description For admins only; an admin cannot take away their own admin role.
         */
        put: operations["setRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset (one currency on every chain) with its figures and its deployments with their prices
         * @description An asset groups the deployments of one currency (USDC on Ethereum, Base, Arbitrum…); its figures are those of the asset as a whole.
         */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description With two-factor sign-in on, the answer is `twoFactor: true` and the authenticator code goes to POST /api/user/2fa/google/verify. After 10 failed sign-ins to an address in 10 minutes the answer is 401 `unlock_required`: a code goes to the address, and the sign-in takes the password with that code in `code`.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: ends this session
         * @description Ends the session the cookie or bearer token names and clears the cookie; without one it changes nothing.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset code (the answer is the same whether or not the address has an account)
         * @description Always 202, so the answer does not tell whether an account exists; the code is valid for a limited time.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the emailed code; every session of the account ends
         * @description The code from `requestPasswordReset` and the new password; every session and API token of the account ends.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start registration: mails a confirmation code to the address
         * @description An address that already has an account gets a mail saying so instead; the answer is the same either way. A newer registration of an unconfirmed address replaces the older one.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the address with the emailed code and the password chosen at registration; signs the new account in
         * @description The code mailed by `register`, with the same address and password; the answer sets the session cookie.
         */
        post: operations["confirmRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blockchains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every blockchain with its token count
         * @description The blockchains the catalogue follows, with their native coins, explorers and token counts.
         */
        get: operations["listBlockchains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blockchains/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One blockchain
         * @description A blockchain by its slug, as in `/blockchains/{slug}`.
         */
        get: operations["getBlockchain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the team (name, email, topic, message of 10–5000 characters)
         * @description Mailed to the team; limited per address and per sender.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a token to be listed (contact, project, chain, contract address, website)
         * @description Mailed to the team; limited per address and per sender.
         */
        post: operations["requestListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/localizer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interface messages of one locale, by its upper-cased code (e.g. DE, ZH-TW)
         * @description The site's interface texts in one language, by namespace, for clients that show the same wording. Cached for 5 minutes.
         */
        get: operations["getMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pairs/{chainId}/{address}/candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Candles of a pair in a time range (oldest first), for first paint and scroll-back
         * @description OHLC candles priced in USD (or in the quote token with `direction=quote`). Without `from`/`to` the latest `limit` candles; the realtime channel `pair/ohlcs` continues them.
         */
        get: operations["listCandles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pairs/{chainId}/{address}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pair info, price change and trade statistics for 5m, 1h, 6h and 24h
         * @description The figures of the pair page's header and statistics panel; the realtime channels `pair/info`, `pair/price-change` and `pair/trade-statistic` keep them current.
         */
        get: operations["getPairStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pairs/{chainId}/{address}/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent trades of a pair (newest first); `before` pages back by trade id number
         * @description The pair's latest trades; the realtime channel `pair/trades` adds new ones as they happen.
         */
        get: operations["listTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The redirect of a page path, if any
         * @description Looks up the redirect rules editors keep for the site's pages. A rule is stored without a locale prefix and applies under every prefix: a site target keeps the asked path's prefix (`/de/news/old` → `/de/news/new`), an external target is an absolute https address, which a browser loads as a whole page. Chains of rules are followed to their end. Answers are cached for 10 seconds.
         */
        get: operations["getRouteRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tokens (an exact contract address first) and published content matching a query
         * @description Tokens come one per asset, on the deployment that stands for it in lists, with `deployments` and `chains` saying where else it is; names and symbols of every deployment match, and a currency's name (bitcoin, ether) finds all of its assets. An exact contract address lists the deployments at that address instead, one per chain.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tags (categories, industries, algorithms) with token counts
         * @description Every tag, or the tags of one type, with the number of tokens that carry each.
         */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/filter/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filter options of the token lists: blockchains and tags by type
         * @description Every blockchain and tag that has tokens, with the number of tokens in each.
         */
        get: operations["getTokenFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tokens in a list ordering, with keyset pagination
         * @description One page of a token list with its market figures. By default one row per asset (its main deployment); `deployments=all` lists every deployment. Pages follow `nextCursor` until it is null.
         */
        get: operations["listTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{chainId}/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A token by its contract address on a chain (any letter case)
         * @description A chain's native coin has the address 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE. An address not known on this chain but known on another answers 404 with `correct_token_url`, the token page there.
         */
        get: operations["getTokenByAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One token with its texts in the requested language (English when it has none)
         * @description The token page's data: figures, chain, links, tags, description and FAQ, the asset's other deployments and the token's pairs.
         */
        get: operations["getToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/by-slugs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tokens by slug, in the order given (recently viewed, comparison); unknown slugs are left out
         * @description Up to 50 tokens with the same figures as the lists, for pages that keep their own list of slugs.
         */
        get: operations["listTokensBySlugs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description When the session a cookie names has ended, the answer also removes the cookie.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/2fa/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Two-factor state; while off, the secret being set up (if POST /api/user/2fa/google/secret made one) with its otpauth URI and QR code (after re-authentication). Changes nothing.
         * @description Whether two-factor sign-in is on; while it is off, the secret being set up.
         */
        get: operations["getTwoFactor"];
        put?: never;
        /**
         * Turn two-factor on with the app's code and the emailed code
         * @description The authenticator app's code for the secret being set up, and the code mailed by `sendTwoFactorCode`.
         */
        post: operations["enableTwoFactor"];
        /**
         * Turn two-factor off (after re-authentication)
         * @description Needs a re-authentication within the last minutes.
         */
        delete: operations["disableTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/2fa/google/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the code needed to turn two-factor on
         * @description Mails the code `enableTwoFactor` asks for to the account's address.
         */
        post: operations["sendTwoFactorCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/2fa/google/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * While two-factor is off: a new secret to set up, replacing any earlier one, with its otpauth URI and QR code (after re-authentication)
         * @description Needs a re-authentication within the last minutes; the secret is shown until two-factor is turned on.
         */
        post: operations["createTwoFactorSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/2fa/google/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Second step of sign-in: the authenticator app's code
         * @description Completes a sign-in that answered `twoFactor: true`, with the session cookie that answer set.
         */
        post: operations["verifySignInCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-authenticate with the password before an email or two-factor change
         * @description With two-factor on, the answer is `twoFactor: true` and the app's code follows at PUT /api/user/email/action/google2fa. Re-authentication lasts 10 minutes.
         */
        post: operations["reauthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email/action/google2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Re-authentication, second step with two-factor on: the authenticator code
         * @description Completes a re-authentication that answered `twoFactor: true`.
         */
        put: operations["reauthenticateCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email change: mail a code to the new address (after re-authentication)
         * @description An address that belongs to another account gets a mail telling its owner instead; the answer is the same either way.
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Email change: the code from the new address makes it the account's email
         * @description The code mailed to the new address; the old address gets a notice.
         */
        put: operations["verifyEmailChange"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's favourite tokens, newest first
         * @description The starred tokens with the same figures as the lists.
         */
        get: operations["listFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/favorite/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Star a token
         * @description Starring a token already starred changes nothing.
         */
        put: operations["addFavorite"];
        post?: never;
        /**
         * Unstar a token
         * @description Unstarring a token not starred changes nothing.
         */
        delete: operations["removeFavorite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/favorite/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the stars a visitor kept in the browser (at sign-in)
         * @description Adds the slugs a visitor starred before signing in; known tokens only, the answer counts those added.
         */
        post: operations["mergeFavorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink Google sign-in (after re-authentication; the account needs a password)
         * @description Registered whether or not Google sign-in is configured, so an account linked earlier can always unlink.
         */
        delete: operations["unlinkGoogle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/last-viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tokens the signed-in user opened last, newest first (at most 50)
         * @description The token pages the user opened, newest first, with the same figures as the lists.
         */
        get: operations["listRecentlyViewed"];
        put?: never;
        post?: never;
        /**
         * Clear the recently viewed list
         * @description Forgets every token page the user opened.
         */
        delete: operations["clearRecentlyViewed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/nickname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the nickname (finishes registration, or changes it)
         * @description 3 to 24 letters, digits, `_`, `-` or `.`; unique across accounts.
         */
        put: operations["setNickname"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/nickname/unique": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a nickname is well-formed and free (yours counts as free)
         * @description For the nickname field as the user types: the rules of docs/product.md and whether another account has it.
         */
        get: operations["checkNickname"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password: the old one, the new one and its confirmation
         * @description Other sessions and API tokens end; this one gets a new token (an API token making the change is kept). Send the passwords in the body; the query string form stays accepted for compatible clients and its values never reach the log.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's sessions and API tokens
         * @description Browser sessions and API tokens with where and when they were used; `current` marks the caller's.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of your sessions (or revoke an API token)
         * @description Ending the caller's own session also clears its cookie.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a named API token for Authorization: Bearer (after re-authentication); shown once
         * @description Needs a re-authentication within the last minutes. The token is in the answer only; it is stored hashed.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audit log, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listEntries: {
        parameters: {
            query?: {
                /** @description Only entries of this kind */
                kind?: "news" | "blog" | "faq" | "ico" | "airdrop" | "page";
                /** @description Only entries whose slug or title contains this text */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries (at most 500) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    createEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    en: {
                        body: unknown;
                        extra?: unknown;
                        summary: unknown;
                        title: unknown;
                    };
                    facts?: unknown;
                    kind: unknown;
                    slug: unknown;
                    tokens?: unknown;
                };
            };
        };
        responses: {
            /** @description The new draft's id */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry with every language and its history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    updateEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    facts?: unknown;
                    slug: unknown;
                    tokens?: unknown;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    deleteEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    setEntryCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cover's address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cover: string | null;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    removeEntryCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    publishEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    at?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    unpublishEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    saveEntryText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
                /** @description The language, e.g. `de` */
                locale: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: unknown;
                    extra?: unknown;
                    summary: unknown;
                    title: unknown;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    deleteEntryText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
                /** @description The language, e.g. `de` */
                locale: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listRedirects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The redirects */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    addRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permanent?: unknown;
                    source: unknown;
                    target: unknown;
                };
            };
        };
        responses: {
            /** @description The new redirect's id */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    removeRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listPeople: {
        parameters: {
            query?: {
                /** @description Part of an email address or nickname */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching accounts (at most 50) with their roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    setRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: unknown;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state of the resource */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "slug_taken",
                     *         "message": "Slug in use",
                     *         "fields": {
                     *           "slug": "slug_taken"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The asset's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The asset */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deployments: {
                                address: string;
                                chainId: number;
                                chainName: string;
                                native: boolean;
                                /** @description USD per whole token, as a decimal string */
                                price: string;
                                slug: string;
                                source: string;
                                symbol: string;
                                /** @description When the price was last computed, ISO 8601 in UTC */
                                updatedAt: string;
                            }[];
                            figures: {
                                /** @description Contract address; 0xEeee…EEeE for a chain's native coin */
                                address: string;
                                /** @description The asset this deployment belongs to (Ether for ETH on every chain and WETH) */
                                asset: {
                                    name: string;
                                    slug: string;
                                    symbol: string;
                                } | null;
                                /** @description Verified by the site's editors */
                                authorized: boolean;
                                chainId: number;
                                /** @description Price change over 1 hour, in percent */
                                change1h: number;
                                /** @description Price change over 7 days, in percent; null while the history is shorter */
                                change7d: number | null;
                                /** @description Price change over 24 hours, in percent */
                                change24h: number;
                                /** @description Price change over 30 days, in percent; null while the history is shorter */
                                change30d: number | null;
                                /** @description Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                                circulatingSupply: string | null;
                                /** @description In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments */
                                deployments: number;
                                /** @description USD: price × total supply, as a decimal string; null when the total supply is unknown */
                                fdv: string | null;
                                /** @description Count of addresses holding the token (for an asset's row, summed over its deployments) */
                                holders: number;
                                /** @description USD value of the token's pools (all its pairs), as a decimal string */
                                liquidity: string;
                                /** @description Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one */
                                logo: string | null;
                                /** @description USD: price × circulating supply, as a decimal string (0 when the supply is unknown) */
                                marketCap: string;
                                /** @description The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap */
                                marketCapRank: number | null;
                                name: string;
                                /** @description The chain's native coin (no contract) */
                                native: boolean;
                                /** @description USD per whole token, as a decimal string */
                                price: string;
                                slug: string;
                                /** @description Where the figures come from; "demo" while simulated */
                                source: string;
                                symbol: string;
                                /** @description Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                                totalSupply: string | null;
                                /** @description Count of trades in the last 24 hours; 0 means none */
                                trades24: number;
                                /** @description When the figures were last computed, ISO 8601 in UTC */
                                updatedAt: string;
                                /** @description USD value of the trades of the last 24 hours, as a decimal string */
                                volume24: string;
                            } | null;
                            /** @enum {string} */
                            kind: "native" | "token";
                            name: string;
                            /** @description The currency a stablecoin is pegged to (ISO 4217) */
                            peg: string | null;
                            slug: string;
                            symbol: string;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description No asset has this slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in (`user`), or the second step is needed (`twoFactor: true`, `user: null`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            twoFactor: boolean;
                            user: {
                                createdAt: string;
                                email: string;
                                google: boolean;
                                hasPassword: boolean;
                                id: number;
                                nickname: string | null;
                                role: string;
                                twoFactor: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Accepted: a code is on its way to the address */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    confirmRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            google: boolean;
                            hasPassword: boolean;
                            id: number;
                            nickname: string | null;
                            role: string;
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listBlockchains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every blockchain */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            explorerName: string | null;
                            /** @description The block explorer's absolute URL; null without one */
                            explorerUrl: string | null;
                            id: number;
                            name: string;
                            /** @description Decimals of the native coin: one whole coin is 10^nativeDecimals base units */
                            nativeDecimals: number;
                            nativeName: string;
                            nativeSymbol: string;
                            slug: string;
                            /** @description Count of tokens (deployments) listed on the chain, counted at most a minute ago */
                            tokenCount: number;
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getBlockchain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The blockchain's slug, e.g. `ethereum` */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blockchain */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            explorerName: string | null;
                            /** @description The block explorer's absolute URL; null without one */
                            explorerUrl: string | null;
                            id: number;
                            name: string;
                            /** @description Decimals of the native coin: one whole coin is 10^nativeDecimals base units */
                            nativeDecimals: number;
                            nativeName: string;
                            nativeSymbol: string;
                            slug: string;
                            /** @description Count of tokens (deployments) listed on the chain, counted at most a minute ago */
                            tokenCount: number;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description No blockchain has this slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Received: stored and mailed to the team */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    requestListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Received: stored and mailed to the team */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getMessages: {
        parameters: {
            query: {
                /** @description Locale code in upper case: `DE`, `PT-BR`, `ZH-TW` */
                locale: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locale (lower-cased) and its messages by namespace */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        locale: string;
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listCandles: {
        parameters: {
            query?: {
                /** @description `base`: the base token's price; `quote`: the quote token's */
                direction?: "base" | "quote";
                /** @description Unix ms, inclusive */
                from?: number;
                /** @description Candle length in minutes: one of 1, 5, 15, 60, 240, 1440 */
                interval?: number;
                /** @description At most this many candles */
                limit?: number;
                /** @description Unix ms, exclusive */
                to?: number;
            };
            header?: never;
            path: {
                /** @description The pair's pool contract, or an exchange market's address as `/api/tokens` gives it */
                address: string;
                /** @description Chain id; 0 for an exchange market */
                chainId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candles, oldest first */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Last price as a decimal string: USD per base token in the base direction, base tokens per USD in the quote direction */
                            close: string;
                            /** @description Highest price as a decimal string: USD per base token in the base direction, base tokens per USD in the quote direction */
                            high: string;
                            /** @description Lowest price as a decimal string: USD per base token in the base direction, base tokens per USD in the quote direction */
                            low: string;
                            /** @description First price as a decimal string: USD per base token in the base direction, base tokens per USD in the quote direction */
                            open: string;
                            /** @description Bucket start, Unix milliseconds (UTC), aligned to the interval; kept numeric for charts */
                            time: number;
                            /** @description Count of trades in the bucket */
                            trades: number;
                            /** @description USD value of the bucket's trades, as a decimal string */
                            volume: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description No pair at this address on this chain */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getPairStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pair's pool contract, or an exchange market's address as `/api/tokens` gives it */
                address: string;
                /** @description Chain id; 0 for an exchange market */
                chainId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pair's statistics */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The pair's figures; null before the engine published */
                            info: {
                                baseSymbol: string;
                                /** @description The venue: a DEX's name, or the exchange's for an exchange market */
                                dex: string;
                                /** @description USD: price × the base token's total supply, as a decimal string */
                                fdv: string;
                                /** @description USD value of the pool's reserves, as a decimal string */
                                liquidity: string;
                                /** @description USD: price × the base token's circulating supply, as a decimal string */
                                marketCap: string;
                                /** @description USD per base token, as a decimal string */
                                price: string;
                                quoteSymbol: string;
                                /** @description The pool's reserve of the base token, in whole tokens, as a decimal string */
                                reserveBase: string;
                                /** @description USD value of the pool's quote-side reserve, as a decimal string */
                                reserveQuote: string;
                                /** @description Where the figures come from ("demo" while simulated, "cex", "dex:<chain id>") */
                                source: string;
                                /**
                                 * Format: date-time
                                 * @description When the figures were computed, ISO 8601 in UTC
                                 */
                                updatedAt: string;
                            } | null;
                            priceChange: {
                                /** @description Price change over the window, in percent (2 decimals) */
                                change: number;
                                /** @description The window the figures cover, in minutes (5, 60, 360 or 1440) */
                                interval: 5 | 60 | 360 | 1440;
                                /** @description USD per base token at the window's first trade (the open of its first traded bucket), as a decimal string */
                                open: string;
                                /** @description USD per base token now, as a decimal string */
                                price: string;
                            }[];
                            tradeStatistic: {
                                /** @description Count of distinct buying addresses in the window; 0 on an exchange market, whose trades name none */
                                buyers: number;
                                /** @description Count of buys in the window */
                                buys: number;
                                /** @description USD value of the window's buys, as a decimal string */
                                buyVolume: string;
                                /** @description The window the figures cover, in minutes (5, 60, 360 or 1440) */
                                interval: 5 | 60 | 360 | 1440;
                                /** @description Count of distinct selling addresses in the window; 0 on an exchange market, whose trades name none */
                                sellers: number;
                                /** @description Count of sells in the window */
                                sells: number;
                                /** @description USD value of the window's sells, as a decimal string */
                                sellVolume: string;
                                /** @description USD value of all the window's trades, as a decimal string */
                                volume: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description No pair at this address on this chain */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listTrades: {
        parameters: {
            query?: {
                /** @description Only trades older than this trade id number (the last `id` of the previous page) */
                before?: number;
                /** @description At most this many trades */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The pair's pool contract, or an exchange market's address as `/api/tokens` gives it */
                address: string;
                /** @description Chain id; 0 for an exchange market */
                chainId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trades, newest first */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Amount of the base token, in whole tokens (not base units), as a decimal string */
                            amount: string;
                            /** @description Stable id `<pair id>-<sequence>`; the sequence is what `before` pages by */
                            id: string;
                            /** @description USD per base token, as a decimal string */
                            price: string;
                            /**
                             * @description Whether the base token was bought or sold
                             * @enum {string}
                             */
                            side: "buy" | "sell";
                            /** @description When the trade happened, Unix milliseconds (UTC); kept numeric for charts */
                            time: number;
                            /** @description The source's own id of a trade without a transaction: the exchange's (`trade:<id>` or `aggTrade:<id>`, by the Binance stream it came from) or the demo model's (`demo:<16 hex digits>`); null for an on-chain trade */
                            tradeId: string | null;
                            /** @description The trader's address; empty for an exchange trade, which names none */
                            trader: string;
                            /** @description The on-chain transaction hash; null when the trade has none: an exchange trade, or a simulated trade of the demo market (its pair's `source` is `demo`) */
                            txHash: string | null;
                            /** @description USD value of the trade, as a decimal string */
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description No pair at this address on this chain */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getRouteRule: {
        parameters: {
            query: {
                /** @description A site-relative path, with or without its locale prefix: it starts with one "/" (not "//"), has no query, fragment, backslash or control character, and is at most 500 characters long */
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The path's redirect, or null */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "target": "/de/news/new-slug",
                     *         "permanent": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The redirect, or null when the path has none */
                        data: {
                            /** @description Whether the move is for good (pages answer 301/308) or for now (302/307) */
                            permanent: boolean;
                            /** @description Where the path is sent: a site path carrying the asked path's locale prefix, or an absolute https address of another site */
                            target: string;
                        } | null;
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The path is not a site-relative path (fields.path says why) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "path": "A site path starting with one / expected"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    search: {
        parameters: {
            query: {
                /** @description Language of the content searched and of its titles */
                locale?: string;
                /** @description At most this many content items of each kind (news, blog, FAQ…) */
                perKind?: number;
                /** @description The text searched for, or a contract address */
                q: string;
                /** @description At most this many tokens */
                tokens?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching tokens and content items, best first */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: {
                                /** @description The first sentence of the text that matches, else the summary */
                                excerpt: string;
                                fallback: boolean;
                                /** @enum {string} */
                                kind: "news" | "blog" | "faq" | "ico" | "airdrop" | "page";
                                /** @description The language of the text returned (English where the entry has none in the asked one) */
                                locale: string;
                                publishedAt: string;
                                slug: string;
                                title: string;
                            }[];
                            tokens: {
                                /** @description Contract address; 0xEeee…EEeE for a chain's native coin */
                                address: string;
                                /** @description The asset this deployment belongs to (Ether for ETH on every chain and WETH) */
                                asset: {
                                    name: string;
                                    slug: string;
                                    symbol: string;
                                } | null;
                                /** @description Verified by the site's editors */
                                authorized: boolean;
                                chainId: number;
                                /** @description The chains the asset is on, in display order (the deployment's own chain for an address) */
                                chains: {
                                    id: number;
                                    name: string;
                                }[];
                                /** @description Price change over 1 hour, in percent */
                                change1h: number;
                                /** @description Price change over 7 days, in percent; null while the history is shorter */
                                change7d: number | null;
                                /** @description Price change over 24 hours, in percent */
                                change24h: number;
                                /** @description Price change over 30 days, in percent; null while the history is shorter */
                                change30d: number | null;
                                /** @description Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                                circulatingSupply: string | null;
                                /** @description In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments */
                                deployments: number;
                                /** @description USD: price × total supply, as a decimal string; null when the total supply is unknown */
                                fdv: string | null;
                                /** @description Count of addresses holding the token (for an asset's row, summed over its deployments) */
                                holders: number;
                                /** @description USD value of the token's pools (all its pairs), as a decimal string */
                                liquidity: string;
                                /** @description Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one */
                                logo: string | null;
                                /** @description USD: price × circulating supply, as a decimal string (0 when the supply is unknown) */
                                marketCap: string;
                                /** @description The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap */
                                marketCapRank: number | null;
                                name: string;
                                /** @description The chain's native coin (no contract) */
                                native: boolean;
                                /** @description USD per whole token, as a decimal string */
                                price: string;
                                slug: string;
                                /** @description Where the figures come from; "demo" while simulated */
                                source: string;
                                symbol: string;
                                /** @description Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                                totalSupply: string | null;
                                /** @description Count of trades in the last 24 hours; 0 means none */
                                trades24: number;
                                /** @description When the figures were last computed, ISO 8601 in UTC */
                                updatedAt: string;
                                /** @description USD value of the trades of the last 24 hours, as a decimal string */
                                volume24: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Only tags of this type; every type by default */
                type?: "category" | "industry" | "algorithm";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            slug: string;
                            /** @description Count of tokens (deployments) carrying the tag, counted at most a minute ago */
                            tokenCount: number;
                            /** @enum {string} */
                            type: "category" | "industry" | "algorithm";
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getTokenFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filter options */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            algorithms: {
                                id: number;
                                slug: string;
                                /** @description Count of tokens (deployments) carrying the tag, counted at most a minute ago */
                                tokenCount: number;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            categories: {
                                id: number;
                                slug: string;
                                /** @description Count of tokens (deployments) carrying the tag, counted at most a minute ago */
                                tokenCount: number;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            chains: {
                                id: number;
                                name: string;
                                slug: string;
                                /** @description Count of tokens (deployments) listed on the chain, counted at most a minute ago */
                                tokenCount: number;
                            }[];
                            industries: {
                                id: number;
                                slug: string;
                                /** @description Count of tokens (deployments) carrying the tag, counted at most a minute ago */
                                tokenCount: number;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listTokens: {
        parameters: {
            query?: {
                /** @description Only tokens on this blockchain (its slug, e.g. `ethereum`) */
                chain?: string;
                /** @description `nextCursor` of the previous page; the same filters and ordering must be sent with it */
                cursor?: string;
                /** @description `all`: every deployment as a row of its own; by default one row per asset (a chain lists deployments) */
                deployments?: "all";
                /** @description Direction; each ordering has its natural one by default */
                dir?: "asc" | "desc";
                /** @description Rows per page */
                limit?: number;
                /** @description The list's ordering: the same orderings as the site's token lists */
                order?: "popular" | "authorized" | "new" | "price_up_24h" | "price_down_24h" | "volume24" | "ai" | "market_cap" | "price" | "change_1h" | "change_7d" | "liquidity" | "holders";
                /** @description Only tokens whose name or symbol contains this text */
                q?: string;
                /** @description Only tokens with every one of these tags (comma-separated tag slugs) */
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tokens; `nextCursor` is null on the last page */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Contract address; 0xEeee…EEeE for a chain's native coin */
                            address: string;
                            /** @description The asset this deployment belongs to (Ether for ETH on every chain and WETH) */
                            asset: {
                                name: string;
                                slug: string;
                                symbol: string;
                            } | null;
                            /** @description Verified by the site's editors */
                            authorized: boolean;
                            chainId: number;
                            /** @description Price change over 1 hour, in percent */
                            change1h: number;
                            /** @description Price change over 7 days, in percent; null while the history is shorter */
                            change7d: number | null;
                            /** @description Price change over 24 hours, in percent */
                            change24h: number;
                            /** @description Price change over 30 days, in percent; null while the history is shorter */
                            change30d: number | null;
                            /** @description Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            circulatingSupply: string | null;
                            /** @description In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments */
                            deployments: number;
                            /** @description USD: price × total supply, as a decimal string; null when the total supply is unknown */
                            fdv: string | null;
                            /** @description Count of addresses holding the token (for an asset's row, summed over its deployments) */
                            holders: number;
                            /** @description USD value of the token's pools (all its pairs), as a decimal string */
                            liquidity: string;
                            /** @description Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one */
                            logo: string | null;
                            /** @description USD: price × circulating supply, as a decimal string (0 when the supply is unknown) */
                            marketCap: string;
                            /** @description The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap */
                            marketCapRank: number | null;
                            name: string;
                            /** @description The chain's native coin (no contract) */
                            native: boolean;
                            /** @description USD per whole token, as a decimal string */
                            price: string;
                            slug: string;
                            /** @description Where the figures come from; "demo" while simulated */
                            source: string;
                            symbol: string;
                            /** @description Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            totalSupply: string | null;
                            /** @description Count of trades in the last 24 hours; 0 means none */
                            trades24: number;
                            /** @description When the figures were last computed, ISO 8601 in UTC */
                            updatedAt: string;
                            /** @description USD value of the trades of the last 24 hours, as a decimal string */
                            volume24: string;
                        }[];
                        nextCursor: string | null;
                        /** @description Count of the rows the filters match over all pages: exact, counted when this page is read (figures a filter looks at, such as a 24-hour change, move with the market) */
                        total: number;
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getTokenByAddress: {
        parameters: {
            query?: {
                /** @description Language of the texts (e.g. `de`, `pt-br`); English by default */
                locale?: string;
            };
            header?: never;
            path: {
                /** @description Contract address, 0x and 40 hex digits, any letter case */
                address: string;
                /** @description EIP-155 chain id (1 = Ethereum) */
                chainId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Contract address; 0xEeee…EEeE for a chain's native coin */
                            address: string;
                            /** @description The asset's other deployments */
                            alsoOn: {
                                address: string;
                                chainId: number;
                                chainName: string;
                                native: boolean;
                                /** @description USD per whole token, as a decimal string */
                                price: string;
                                slug: string;
                                source: string;
                                symbol: string;
                                /** @description When the price was last computed, ISO 8601 in UTC */
                                updatedAt: string;
                            }[];
                            /** @description The asset this deployment belongs to (Ether for ETH on every chain and WETH) */
                            asset: {
                                name: string;
                                slug: string;
                                symbol: string;
                            } | null;
                            /** @description The asset's supplies across all chains, when a market-data source reports them */
                            assetSupply: {
                                /** @description Circulating supply in whole tokens, as a decimal string; null when not reported */
                                circulating: string | null;
                                source: string;
                                /** @description Total supply in whole tokens, as a decimal string; null when not reported */
                                total: string | null;
                                /** @description When the source reported the supplies, ISO 8601 in UTC */
                                updatedAt: string;
                            } | null;
                            /** @description Verified by the site's editors */
                            authorized: boolean;
                            /** @description When the token was verified, ISO 8601 in UTC; null if not */
                            authorizedAt: string | null;
                            chain: {
                                explorerName: string | null;
                                explorerUrl: string | null;
                                id: number;
                                name: string;
                                slug: string;
                            };
                            chainId: number;
                            /** @description Price change over 1 hour, in percent */
                            change1h: number;
                            /** @description Price change over 7 days, in percent; null while the history is shorter */
                            change7d: number | null;
                            /** @description Price change over 24 hours, in percent */
                            change24h: number;
                            /** @description Price change over 30 days, in percent; null while the history is shorter */
                            change30d: number | null;
                            /** @description Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            circulatingSupply: string | null;
                            /** @description The contract's decimals: one whole token is 10^decimals base units (amounts here are whole tokens) */
                            decimals: number;
                            /** @description In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments */
                            deployments: number;
                            description: {
                                body: string;
                                locale: string;
                            } | null;
                            faqs: {
                                items: {
                                    answer: string;
                                    question: string;
                                }[];
                                locale: string;
                            };
                            /** @description USD: price × total supply, as a decimal string; null when the total supply is unknown */
                            fdv: string | null;
                            /** @description Count of addresses holding the token (for an asset's row, summed over its deployments) */
                            holders: number;
                            links: {
                                type: string;
                                url: string;
                            }[];
                            /** @description USD value of the token's pools (all its pairs), as a decimal string */
                            liquidity: string;
                            /** @description When the token was listed, ISO 8601 in UTC */
                            listedAt: string;
                            /** @description Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one */
                            logo: string | null;
                            /** @description USD: price × circulating supply, as a decimal string (0 when the supply is unknown) */
                            marketCap: string;
                            /** @description The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap */
                            marketCapRank: number | null;
                            name: string;
                            /** @description The chain's native coin (no contract) */
                            native: boolean;
                            pairs: {
                                address: string;
                                baseSymbol: string;
                                chainId: number;
                                dex: string;
                                /** @description USD value of the pool's reserves at the current price, as a decimal string */
                                liquidity: string;
                                quoteSymbol: string;
                                /** @description USD value of the pair's trades of the last 24 hours, as a decimal string */
                                volume24: string;
                            }[];
                            /** @description USD per whole token, as a decimal string */
                            price: string;
                            slug: string;
                            /** @description Where the figures come from; "demo" while simulated */
                            source: string;
                            symbol: string;
                            tags: {
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            totalSupply: string | null;
                            /** @description Count of trades in the last 24 hours; 0 means none */
                            trades24: number;
                            /** @description When the figures were last computed, ISO 8601 in UTC */
                            updatedAt: string;
                            /** @description USD value of the trades of the last 24 hours, as a decimal string */
                            volume24: string;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description No token at this address on this chain; `correct_token_url` when it is known on another */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The token page of this address on the chain where it is known */
                        correct_token_url?: string;
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getToken: {
        parameters: {
            query?: {
                /** @description Language of the texts (e.g. `de`, `pt-br`); English by default */
                locale?: string;
            };
            header?: never;
            path: {
                /** @description The token's slug, as in `/token/{slug}` */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Contract address; 0xEeee…EEeE for a chain's native coin */
                            address: string;
                            /** @description The asset's other deployments */
                            alsoOn: {
                                address: string;
                                chainId: number;
                                chainName: string;
                                native: boolean;
                                /** @description USD per whole token, as a decimal string */
                                price: string;
                                slug: string;
                                source: string;
                                symbol: string;
                                /** @description When the price was last computed, ISO 8601 in UTC */
                                updatedAt: string;
                            }[];
                            /** @description The asset this deployment belongs to (Ether for ETH on every chain and WETH) */
                            asset: {
                                name: string;
                                slug: string;
                                symbol: string;
                            } | null;
                            /** @description The asset's supplies across all chains, when a market-data source reports them */
                            assetSupply: {
                                /** @description Circulating supply in whole tokens, as a decimal string; null when not reported */
                                circulating: string | null;
                                source: string;
                                /** @description Total supply in whole tokens, as a decimal string; null when not reported */
                                total: string | null;
                                /** @description When the source reported the supplies, ISO 8601 in UTC */
                                updatedAt: string;
                            } | null;
                            /** @description Verified by the site's editors */
                            authorized: boolean;
                            /** @description When the token was verified, ISO 8601 in UTC; null if not */
                            authorizedAt: string | null;
                            chain: {
                                explorerName: string | null;
                                explorerUrl: string | null;
                                id: number;
                                name: string;
                                slug: string;
                            };
                            chainId: number;
                            /** @description Price change over 1 hour, in percent */
                            change1h: number;
                            /** @description Price change over 7 days, in percent; null while the history is shorter */
                            change7d: number | null;
                            /** @description Price change over 24 hours, in percent */
                            change24h: number;
                            /** @description Price change over 30 days, in percent; null while the history is shorter */
                            change30d: number | null;
                            /** @description Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            circulatingSupply: string | null;
                            /** @description The contract's decimals: one whole token is 10^decimals base units (amounts here are whole tokens) */
                            decimals: number;
                            /** @description In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments */
                            deployments: number;
                            description: {
                                body: string;
                                locale: string;
                            } | null;
                            faqs: {
                                items: {
                                    answer: string;
                                    question: string;
                                }[];
                                locale: string;
                            };
                            /** @description USD: price × total supply, as a decimal string; null when the total supply is unknown */
                            fdv: string | null;
                            /** @description Count of addresses holding the token (for an asset's row, summed over its deployments) */
                            holders: number;
                            links: {
                                type: string;
                                url: string;
                            }[];
                            /** @description USD value of the token's pools (all its pairs), as a decimal string */
                            liquidity: string;
                            /** @description When the token was listed, ISO 8601 in UTC */
                            listedAt: string;
                            /** @description Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one */
                            logo: string | null;
                            /** @description USD: price × circulating supply, as a decimal string (0 when the supply is unknown) */
                            marketCap: string;
                            /** @description The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap */
                            marketCapRank: number | null;
                            name: string;
                            /** @description The chain's native coin (no contract) */
                            native: boolean;
                            pairs: {
                                address: string;
                                baseSymbol: string;
                                chainId: number;
                                dex: string;
                                /** @description USD value of the pool's reserves at the current price, as a decimal string */
                                liquidity: string;
                                quoteSymbol: string;
                                /** @description USD value of the pair's trades of the last 24 hours, as a decimal string */
                                volume24: string;
                            }[];
                            /** @description USD per whole token, as a decimal string */
                            price: string;
                            slug: string;
                            /** @description Where the figures come from; "demo" while simulated */
                            source: string;
                            symbol: string;
                            tags: {
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            totalSupply: string | null;
                            /** @description Count of trades in the last 24 hours; 0 means none */
                            trades24: number;
                            /** @description When the figures were last computed, ISO 8601 in UTC */
                            updatedAt: string;
                            /** @description USD value of the trades of the last 24 hours, as a decimal string */
                            volume24: string;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description No token has this slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listTokensBySlugs: {
        parameters: {
            query: {
                /** @description Comma-separated token slugs, at most 50; repeats count once */
                slugs: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The known tokens, in the order asked */
            200: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Contract address; 0xEeee…EEeE for a chain's native coin */
                            address: string;
                            /** @description The asset this deployment belongs to (Ether for ETH on every chain and WETH) */
                            asset: {
                                name: string;
                                slug: string;
                                symbol: string;
                            } | null;
                            /** @description Verified by the site's editors */
                            authorized: boolean;
                            chainId: number;
                            /** @description Price change over 1 hour, in percent */
                            change1h: number;
                            /** @description Price change over 7 days, in percent; null while the history is shorter */
                            change7d: number | null;
                            /** @description Price change over 24 hours, in percent */
                            change24h: number;
                            /** @description Price change over 30 days, in percent; null while the history is shorter */
                            change30d: number | null;
                            /** @description Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            circulatingSupply: string | null;
                            /** @description In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments */
                            deployments: number;
                            /** @description USD: price × total supply, as a decimal string; null when the total supply is unknown */
                            fdv: string | null;
                            /** @description Count of addresses holding the token (for an asset's row, summed over its deployments) */
                            holders: number;
                            /** @description USD value of the token's pools (all its pairs), as a decimal string */
                            liquidity: string;
                            /** @description Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one */
                            logo: string | null;
                            /** @description USD: price × circulating supply, as a decimal string (0 when the supply is unknown) */
                            marketCap: string;
                            /** @description The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap */
                            marketCapRank: number | null;
                            name: string;
                            /** @description The chain's native coin (no contract) */
                            native: boolean;
                            /** @description USD per whole token, as a decimal string */
                            price: string;
                            slug: string;
                            /** @description Where the figures come from; "demo" while simulated */
                            source: string;
                            symbol: string;
                            /** @description Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            totalSupply: string | null;
                            /** @description Count of trades in the last 24 hours; 0 means none */
                            trades24: number;
                            /** @description When the figures were last computed, ISO 8601 in UTC */
                            updatedAt: string;
                            /** @description USD value of the trades of the last 24 hours, as a decimal string */
                            volume24: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds */
            429: {
                headers: {
                    /** @description What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42` */
                    RateLimit?: string;
                    /** @description The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            google: boolean;
                            hasPassword: boolean;
                            id: number;
                            nickname: string | null;
                            role: string;
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The two-factor state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            /** @description PNG data URL */
                            qr?: string;
                            secret?: string;
                            uri?: string;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email_code?: string;
                    token?: string;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            google: boolean;
                            hasPassword: boolean;
                            id: number;
                            nickname: string | null;
                            role: string;
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            google: boolean;
                            hasPassword: boolean;
                            id: number;
                            nickname: string | null;
                            role: string;
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    sendTwoFactorCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    createTwoFactorSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret with its otpauth URI and QR code */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            /** @description PNG data URL */
                            qr?: string;
                            secret?: string;
                            uri?: string;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    verifySignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            google: boolean;
                            hasPassword: boolean;
                            id: number;
                            nickname: string | null;
                            role: string;
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    reauthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Re-authenticated, or the authenticator code is needed next (`twoFactor: true`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    reauthenticateCode: {
        parameters: {
            query?: {
                /** @description The code (in the query or the JSON body) */
                code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The code (in the query or the JSON body) */
                    code?: string;
                } | null;
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    verifyEmailChange: {
        parameters: {
            query?: {
                /** @description The code (in the query or the JSON body) */
                code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The code (in the query or the JSON body) */
                    code?: string;
                } | null;
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            google: boolean;
                            hasPassword: boolean;
                            id: number;
                            nickname: string | null;
                            role: string;
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The starred tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Contract address; 0xEeee…EEeE for a chain's native coin */
                            address: string;
                            /** @description The asset this deployment belongs to (Ether for ETH on every chain and WETH) */
                            asset: {
                                name: string;
                                slug: string;
                                symbol: string;
                            } | null;
                            /** @description Verified by the site's editors */
                            authorized: boolean;
                            chainId: number;
                            /** @description Price change over 1 hour, in percent */
                            change1h: number;
                            /** @description Price change over 7 days, in percent; null while the history is shorter */
                            change7d: number | null;
                            /** @description Price change over 24 hours, in percent */
                            change24h: number;
                            /** @description Price change over 30 days, in percent; null while the history is shorter */
                            change30d: number | null;
                            /** @description Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            circulatingSupply: string | null;
                            /** @description In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments */
                            deployments: number;
                            /** @description USD: price × total supply, as a decimal string; null when the total supply is unknown */
                            fdv: string | null;
                            /** @description Count of addresses holding the token (for an asset's row, summed over its deployments) */
                            holders: number;
                            /** @description USD value of the token's pools (all its pairs), as a decimal string */
                            liquidity: string;
                            /** @description Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one */
                            logo: string | null;
                            /** @description USD: price × circulating supply, as a decimal string (0 when the supply is unknown) */
                            marketCap: string;
                            /** @description The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap */
                            marketCapRank: number | null;
                            name: string;
                            /** @description The chain's native coin (no contract) */
                            native: boolean;
                            /** @description USD per whole token, as a decimal string */
                            price: string;
                            slug: string;
                            /** @description Where the figures come from; "demo" while simulated */
                            source: string;
                            symbol: string;
                            /** @description Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                            totalSupply: string | null;
                            /** @description Count of trades in the last 24 hours; 0 means none */
                            trades24: number;
                            /** @description When the figures were last computed, ISO 8601 in UTC */
                            updatedAt: string;
                            /** @description USD value of the trades of the last 24 hours, as a decimal string */
                            volume24: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    addFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    removeFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    mergeFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slugs: string[];
                };
            };
        };
        responses: {
            /** @description How many stars were added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added: number;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    unlinkGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            google: boolean;
                            hasPassword: boolean;
                            id: number;
                            nickname: string | null;
                            role: string;
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listRecentlyViewed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tokens with when each was last opened */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: {
                                /** @description Contract address; 0xEeee…EEeE for a chain's native coin */
                                address: string;
                                /** @description The asset this deployment belongs to (Ether for ETH on every chain and WETH) */
                                asset: {
                                    name: string;
                                    slug: string;
                                    symbol: string;
                                } | null;
                                /** @description Verified by the site's editors */
                                authorized: boolean;
                                chainId: number;
                                /** @description Price change over 1 hour, in percent */
                                change1h: number;
                                /** @description Price change over 7 days, in percent; null while the history is shorter */
                                change7d: number | null;
                                /** @description Price change over 24 hours, in percent */
                                change24h: number;
                                /** @description Price change over 30 days, in percent; null while the history is shorter */
                                change30d: number | null;
                                /** @description Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                                circulatingSupply: string | null;
                                /** @description In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments */
                                deployments: number;
                                /** @description USD: price × total supply, as a decimal string; null when the total supply is unknown */
                                fdv: string | null;
                                /** @description Count of addresses holding the token (for an asset's row, summed over its deployments) */
                                holders: number;
                                /** @description USD value of the token's pools (all its pairs), as a decimal string */
                                liquidity: string;
                                /** @description Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one */
                                logo: string | null;
                                /** @description USD: price × circulating supply, as a decimal string (0 when the supply is unknown) */
                                marketCap: string;
                                /** @description The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap */
                                marketCapRank: number | null;
                                name: string;
                                /** @description The chain's native coin (no contract) */
                                native: boolean;
                                /** @description USD per whole token, as a decimal string */
                                price: string;
                                slug: string;
                                /** @description Where the figures come from; "demo" while simulated */
                                source: string;
                                symbol: string;
                                /** @description Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown */
                                totalSupply: string | null;
                                /** @description Count of trades in the last 24 hours; 0 means none */
                                trades24: number;
                                /** @description When the figures were last computed, ISO 8601 in UTC */
                                updatedAt: string;
                                /** @description USD value of the trades of the last 24 hours, as a decimal string */
                                volume24: string;
                            };
                            /** @description ISO 8601 */
                            viewedAt: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    clearRecentlyViewed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    setNickname: {
        parameters: {
            query?: {
                /** @description The nickname wanted */
                nickname?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The nickname wanted */
                    nickname?: string;
                } | null;
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            google: boolean;
                            hasPassword: boolean;
                            id: number;
                            nickname: string | null;
                            role: string;
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    checkNickname: {
        parameters: {
            query: {
                /** @description The nickname wanted */
                nickname: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the nickname is well-formed and free */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available: boolean;
                            valid: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: {
                /** @description The new password */
                password?: string;
                /** @description The new password again */
                password_confirmation?: string;
                /** @description The current password (in the query or the JSON body) */
                password_old?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new password */
                    password?: string;
                    /** @description The new password again */
                    password_confirmation?: string;
                    /** @description The current password (in the query or the JSON body) */
                    password_old?: string;
                } | null;
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions and API tokens, the current one marked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            current: boolean;
                            expiresAt: string;
                            id: number;
                            ip: string | null;
                            /** @enum {string} */
                            kind: "browser" | "api";
                            lastSeenAt: string;
                            name: string | null;
                            userAgent: string | null;
                        }[];
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row's numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The token, shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            token: string;
                        };
                    };
                };
            };
            /** @description Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "NUL character in the address"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not signed in: the request carries no valid session cookie or bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Sign in first"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "foreign_origin",
                     *         "message": "Foreign origin"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Not found"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body is larger than this operation accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "Request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The request body's content type is not one this operation accepts */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "Unsupported Media Type: text/plain"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input: `error.fields` names each refused parameter or field with the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid",
                     *         "message": "Invalid input",
                     *         "fields": {
                     *           "limit": "Too big: expected number to be <=250"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Too many requests: retry after the number of seconds in `Retry-After` */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests, try again later"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After` */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Service briefly unavailable, try again shortly"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
    };
}
