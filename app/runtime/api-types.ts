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
    "/api/communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hub: the most active communities and the newest posts across them
         * @description Published communities with the latest activity first (at most 12), and the 20 newest posts of all of them.
         */
        get: operations["communityHub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A token's community (the community selection)
         * @description The spec's community selection (`id`, `tokenId`, `countNotifications`, `isPublished`) with the token and the counts a page shows.
         */
        get: operations["getCommunity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{token}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A community's feed, filtered, with keyset pagination
         * @description The feed filter of the spec (`type`, `orderBy`, `text`); deleted posts are left out. Pages follow `nextCursor` until it is null.
         */
        get: operations["listCommunityPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{token}/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post with its answers
         * @description A post of a published community with its text and every answer, oldest first; answers to answers name their `parentId`. A deleted post answers 404; a deleted answer keeps its place without its text.
         */
        get: operations["getCommunityPost"];
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
    "/api/project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's own tokens
         * @description Oldest claim first; empty for a user who owns none.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in user's own tokens
         * @description With its draft profile and the readiness of each step; another owner's token answers 404.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 2: the token's descriptions and links
         * @description Replaces the draft's descriptions (one per language, any of the site's languages) and links (https only). Step 2 is ready with a description and a link.
         */
        put: operations["setProjectContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/{id}/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 3: the token's FAQs
         * @description Replaces the draft's FAQs, in order, in any of the site's languages. Step 3 is ready with 5.
         */
        put: operations["setProjectFaqs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/{id}/submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the draft for the editors' review
         * @description Only when all three steps are ready; the proposed tags become submitted and the draft's `state` `submitted`.
         */
        post: operations["submitProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 1: propose the token's tags
         * @description Replaces the draft's proposed tags (`tags_tmp`); submitted ones stay. Step 1 is ready once each type (category, industry, algorithm) is proposed or submitted.
         */
        put: operations["setProjectTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start claiming a token: the message to sign
         * @description Gives a fresh single-use nonce and the exact Sign-In with Ethereum (EIP-4361) message for `address` to sign, bound to this site, the token's chain and the nonce, valid for 10 minutes. The address must be the contract's `owner()` or hold its `DEFAULT_ADMIN_ROLE`.
         */
        post: operations["startClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/claims/{nonce}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a claim with the signed message
         * @description Checks the message is the one issued (this site, the token's chain, the nonce unused and unexpired), the signature is its address's (an account's, or a contract wallet's by EIP-1271), and the address controls the contract; then the caller becomes an owner of the token and the nonce is used up. Nothing is written on a refusal.
         */
        post: operations["confirmClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a token the catalogue does not list, by its contract address
         * @description A contract the catalogue lists on the chain answers 200 with `known` true. Otherwise its `name()`, `symbol()`, `decimals()` and `totalSupply()` are read through the chain's node and the token is listed, unverified, as the indexer lists one (201); it can then be claimed. Nothing is written on a refusal.
         */
        post: operations["submitToken"];
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
    "/api/user/communities/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller is a member of a community
         * @description Members write posts and answers; anyone reads.
         */
        get: operations["getCommunityMembership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/communities/{token}/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Join a community
         * @description Joining a community the caller is a member of changes nothing.
         */
        put: operations["joinCommunity"];
        post?: never;
        /**
         * Leave a community
         * @description What the member wrote stays. Leaving a community not joined changes nothing.
         */
        delete: operations["leaveCommunity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/communities/{token}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a post in a community the caller joined
         * @description Types: discussion, question, analysis; an announcement is refused (`announcement_reserved` on `type`) until the token's verified owner can post. The author may edit it for 15 minutes and delete it at any time.
         */
        post: operations["createCommunityPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/communities/{token}/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit the caller's post
         * @description Only within 15 minutes of writing it (`edit_window_closed` after); its type and language stay.
         */
        put: operations["editCommunityPost"];
        post?: never;
        /**
         * Delete the caller's post
         * @description At any time. The post leaves the feeds and its page answers 404.
         */
        delete: operations["deleteCommunityPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/communities/{token}/posts/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a post, or an answer of it
         * @description The author may edit the answer for 15 minutes and delete it at any time.
         */
        post: operations["createCommunityAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/communities/{token}/posts/{id}/answers/{answerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit the caller's answer
         * @description Only within 15 minutes of writing it (`edit_window_closed` after).
         */
        put: operations["editCommunityAnswer"];
        post?: never;
        /**
         * Delete the caller's answer
         * @description At any time. The answer keeps its place in the thread without its text.
         */
        delete: operations["deleteCommunityAnswer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/communities/{token}/posts/{id}/answers/{answerId}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * React to a answer
         * @description One reaction per member and answer: another kind replaces the caller's; the same kind again is refused.
         */
        put: operations["reactToCommunityAnswer"];
        post?: never;
        /**
         * Take back the caller's reaction to a answer
         * @description Taking back no reaction changes nothing; a member who left may still take theirs back.
         */
        delete: operations["removeCommunityAnswerReaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/communities/{token}/posts/{id}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * React to a post
         * @description One reaction per member and post: another kind replaces the caller's; the same kind again is refused.
         */
        put: operations["reactToCommunityPost"];
        post?: never;
        /**
         * Take back the caller's reaction to a post
         * @description Taking back no reaction changes nothing; a member who left may still take theirs back.
         */
        delete: operations["removeCommunityPostReaction"];
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 16,
                     *           "at": "2026-11-28T01:16:24.392Z",
                     *           "action": "delete",
                     *           "locale": null,
                     *           "user": "n3x82151",
                     *           "kind": "news",
                     *           "slug": "admin-deletes",
                     *           "detail": {
                     *             "id": 140
                     *           }
                     *         },
                     *         {
                     *           "id": 15,
                     *           "at": "2026-11-28T01:16:24.374Z",
                     *           "action": "create",
                     *           "locale": "en",
                     *           "user": "n2x81619",
                     *           "kind": "news",
                     *           "slug": "admin-deletes",
                     *           "detail": {}
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 85,
                     *           "kind": "faq",
                     *           "slug": "does-tokenatlas-endorse-ico-and-airdrop-listings",
                     *           "status": "published",
                     *           "publishedAt": "2026-09-28T01:14:05.564Z",
                     *           "updatedAt": "2026-09-28T01:14:05.564Z",
                     *           "title": "What are ICO and airdrop listings, and does TokenAtlas endorse them?",
                     *           "locales": [
                     *             "de",
                     *             "en"
                     *           ]
                     *         },
                     *         {
                     *           "id": 84,
                     *           "kind": "faq",
                     *           "slug": "what-does-verified-mean",
                     *           "status": "published",
                     *           "publishedAt": "2026-09-27T01:14:05.564Z",
                     *           "updatedAt": "2026-09-27T01:14:05.564Z",
                     *           "title": "What does “verified” mean?",
                     *           "locales": [
                     *             "de",
                     *             "en"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 135
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 137,
                     *         "kind": "news",
                     *         "slug": "desk-lifecycle",
                     *         "status": "draft",
                     *         "publishedAt": null,
                     *         "cover": null,
                     *         "facts": {},
                     *         "tokens": [
                     *           "usdcoin-267"
                     *         ],
                     *         "versions": [
                     *           {
                     *             "locale": "en",
                     *             "title": "Desk test",
                     *             "summary": "A summary.",
                     *             "body": "<p>Body text.</p>",
                     *             "extra": {},
                     *             "updatedAt": "2026-11-28T01:16:23.594Z"
                     *           }
                     *         ],
                     *         "history": [
                     *           {
                     *             "id": 7,
                     *             "at": "2026-11-28T01:16:23.892Z",
                     *             "action": "unpublish",
                     *             "locale": null,
                     *             "user": "n2x81619",
                     *             "kind": "news",
                     *             "slug": "desk-lifecycle",
                     *             "detail": {}
                     *           },
                     *           {
                     *             "id": 6,
                     *             "at": "2026-11-28T01:16:23.849Z",
                     *             "action": "schedule",
                     *             "locale": null,
                     *             "user": "n2x81619",
                     *             "kind": "news",
                     *             "slug": "desk-lifecycle",
                     *             "detail": {
                     *               "at": "2026-11-29T01:16:23.845Z"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "cover": "/media/bfTia_-upfgW8itN.webp"
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "source": "/news/listed",
                     *           "target": "/news",
                     *           "permanent": true,
                     *           "by": "n1x93255",
                     *           "createdAt": "2026-11-28T01:16:35.322Z",
                     *           "updatedAt": "2026-11-28T01:16:35.322Z"
                     *         },
                     *         {
                     *           "id": 11,
                     *           "source": "/news/search-exact-contract-address-first-there",
                     *           "target": "/news/search-exact-contract-address-first",
                     *           "permanent": true,
                     *           "by": "n1x93255",
                     *           "createdAt": "2026-11-28T01:16:35.060Z",
                     *           "updatedAt": "2026-11-28T01:16:35.060Z"
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 8,
                     *           "email": "person1-1795828581199@example.test",
                     *           "nickname": "n1x81199",
                     *           "role": "editor"
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "slug": "ether",
                     *         "name": "Ether",
                     *         "symbol": "ETH",
                     *         "kind": "native",
                     *         "peg": null,
                     *         "figures": {
                     *           "slug": "ether-1522",
                     *           "name": "Ether",
                     *           "symbol": "ETH",
                     *           "chainId": 1,
                     *           "address": "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
                     *           "native": true,
                     *           "logo": "https://atlas.example/logos/cc/128/eth.png",
                     *           "asset": {
                     *             "slug": "ether",
                     *             "name": "Ether",
                     *             "symbol": "ETH"
                     *           },
                     *           "deployments": 25,
                     *           "price": "11853.9579",
                     *           "change1h": 0.01,
                     *           "change24h": -0.76,
                     *           "change7d": 0.45,
                     *           "change30d": 1.4,
                     *           "volume24": "18455277347.21",
                     *           "trades24": 472857,
                     *           "marketCap": "1602206091340.43",
                     *           "marketCapRank": 1,
                     *           "fdv": "4005515228357.52",
                     *           "circulatingSupply": "135162120.943624",
                     *           "totalSupply": "337905302.359604",
                     *           "liquidity": "5750718432.33",
                     *           "holders": 10873976,
                     *           "authorized": true,
                     *           "source": "demo",
                     *           "updatedAt": "2026-11-01T12:00:00.000Z"
                     *         },
                     *         "deployments": [
                     *           {
                     *             "slug": "wrapped-ether-320",
                     *             "symbol": "WETH",
                     *             "chainId": 1,
                     *             "chainName": "Ethereum",
                     *             "address": "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
                     *             "native": false,
                     *             "price": "11855.23762",
                     *             "source": "demo",
                     *             "updatedAt": "2026-11-01T12:00:00.000Z"
                     *           },
                     *           {
                     *             "slug": "ether-1522",
                     *             "symbol": "ETH",
                     *             "chainId": 1,
                     *             "chainName": "Ethereum",
                     *             "address": "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
                     *             "native": true,
                     *             "price": "11853.9579",
                     *             "source": "demo",
                     *             "updatedAt": "2026-11-01T12:00:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "twoFactor": false,
                     *         "user": {
                     *           "id": 2,
                     *           "email": "person5-1795828456992@example.test",
                     *           "nickname": "n5x56992",
                     *           "role": "user",
                     *           "twoFactor": false,
                     *           "google": false,
                     *           "hasPassword": true,
                     *           "createdAt": "2026-11-28T01:14:17.021Z"
                     *         }
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "email": "person1-1795828455891@example.test"
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "email": "person1-1795828455891@example.test",
                     *         "nickname": null,
                     *         "role": "user",
                     *         "twoFactor": false,
                     *         "google": false,
                     *         "hasPassword": true,
                     *         "createdAt": "2026-11-28T01:14:16.177Z"
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "slug": "ethereum",
                     *           "name": "Ethereum",
                     *           "nativeName": "Ether",
                     *           "nativeSymbol": "ETH",
                     *           "nativeDecimals": 18,
                     *           "explorerName": "Etherscan",
                     *           "explorerUrl": "https://etherscan.io",
                     *           "tokenCount": 408
                     *         },
                     *         {
                     *           "id": 130,
                     *           "slug": "unichain",
                     *           "name": "Unichain",
                     *           "nativeName": "Ether",
                     *           "nativeSymbol": "ETH",
                     *           "nativeDecimals": 18,
                     *           "explorerName": "Uniscan",
                     *           "explorerUrl": "https://uniscan.xyz",
                     *           "tokenCount": 309
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "slug": "ethereum",
                     *         "name": "Ethereum",
                     *         "nativeName": "Ether",
                     *         "nativeSymbol": "ETH",
                     *         "nativeDecimals": 18,
                     *         "explorerName": "Etherscan",
                     *         "explorerUrl": "https://etherscan.io",
                     *         "tokenCount": 408
                     *       }
                     *     }
                     */
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
    communityHub: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hub */
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
                     *         "communities": [
                     *           {
                     *             "id": 1,
                     *             "tokenId": 1522,
                     *             "countNotifications": 0,
                     *             "isPublished": true,
                     *             "token": {
                     *               "slug": "ether-1522",
                     *               "name": "Ether",
                     *               "symbol": "ETH",
                     *               "logo": "https://atlas.example/logos/cc/128/eth.png"
                     *             },
                     *             "postCount": 4,
                     *             "memberCount": 4,
                     *             "lastActivityAt": "2026-11-01T10:00:00.000Z"
                     *           },
                     *           {
                     *             "id": 2,
                     *             "tokenId": 267,
                     *             "countNotifications": 0,
                     *             "isPublished": true,
                     *             "token": {
                     *               "slug": "usdcoin-267",
                     *               "name": "USDCoin",
                     *               "symbol": "USDC",
                     *               "logo": "https://atlas.example/logos/metamask/usdc.svg"
                     *             },
                     *             "postCount": 3,
                     *             "memberCount": 4,
                     *             "lastActivityAt": "2026-11-01T06:00:00.000Z"
                     *           }
                     *         ],
                     *         "posts": [
                     *           {
                     *             "id": 1,
                     *             "communityId": 1,
                     *             "token": {
                     *               "slug": "ether-1522",
                     *               "name": "Ether",
                     *               "symbol": "ETH",
                     *               "logo": "https://atlas.example/logos/cc/128/eth.png"
                     *             },
                     *             "type": "question",
                     *             "language": "en",
                     *             "title": "How do you keep an eye on network fees before sending?",
                     *             "excerpt": "I usually just accept whatever my wallet suggests. Do you check the fee somewhere first, or wait for a quieter hour?",
                     *             "author": {
                     *               "nickname": "demo_ana"
                     *             },
                     *             "createdAt": "2026-11-01T07:00:00.000Z",
                     *             "editedAt": null,
                     *             "answerCount": 3,
                     *             "lastActivityAt": "2026-11-01T10:00:00.000Z",
                     *             "demo": true
                     *           },
                     *           {
                     *             "id": 5,
                     *             "communityId": 2,
                     *             "token": {
                     *               "slug": "usdcoin-267",
                     *               "name": "USDCoin",
                     *               "symbol": "USDC",
                     *               "logo": "https://atlas.example/logos/metamask/usdc.svg"
                     *             },
                     *             "type": "question",
                     *             "language": "es",
                     *             "title": "¿Qué red usáis para mover pequeñas cantidades?",
                     *             "excerpt": "Quiero mandar cantidades pequeñas a un amigo y las comisiones me importan más que la velocidad. ¿Qué os funciona?",
                     *             "author": {
                     *               "nickname": "demo_sofia"
                     *             },
                     *             "createdAt": "2026-11-01T04:00:00.000Z",
                     *             "editedAt": null,
                     *             "answerCount": 2,
                     *             "lastActivityAt": "2026-11-01T06:00:00.000Z",
                     *             "demo": true
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            communities: {
                                /** @description News on what the reader tracks in this community; always 0 until tracking exists */
                                countNotifications: number;
                                id: number;
                                /** @description Shown to readers; an unpublished community answers 404 */
                                isPublished: boolean;
                                /** @description The latest post or answer, ISO 8601 in UTC */
                                lastActivityAt: string;
                                /** @description Members who joined the community */
                                memberCount: number;
                                /** @description Posts in the community, deleted ones left out */
                                postCount: number;
                                /** @description The community's token */
                                token: {
                                    /** @description Absolute URL of the token's logo; null without one */
                                    logo: string | null;
                                    name: string;
                                    slug: string;
                                    symbol: string;
                                };
                                /** @description The id of the community's token */
                                tokenId: number;
                            }[];
                            posts: {
                                /** @description Answers to the post and to its answers */
                                answerCount: number;
                                /** @description Who wrote it */
                                author: {
                                    /** @description null once the account is gone */
                                    nickname: string | null;
                                };
                                communityId: number;
                                /** @description ISO 8601 in UTC */
                                createdAt: string;
                                /** @description Demo talk written with the seed, by demo members */
                                demo: boolean;
                                /** @description The last edit, ISO 8601 in UTC; null if never edited */
                                editedAt: string | null;
                                /** @description The start of the post's text, as plain text */
                                excerpt: string;
                                id: number;
                                /** @description The language the post is written in (a site locale code) */
                                language: string;
                                /** @description The post or its latest answer, ISO 8601 in UTC */
                                lastActivityAt: string;
                                /** @description How many members reacted with each kind */
                                reactions: {
                                    fire: number;
                                    like: number;
                                    love: number;
                                    thinking: number;
                                };
                                title: string;
                                /** @description The community's token */
                                token: {
                                    /** @description Absolute URL of the token's logo; null without one */
                                    logo: string | null;
                                    name: string;
                                    slug: string;
                                    symbol: string;
                                };
                                /** @enum {string} */
                                type: "discussion" | "question" | "analysis" | "announcement";
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
    getCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The community */
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
                     *         "id": 1,
                     *         "tokenId": 1522,
                     *         "countNotifications": 0,
                     *         "isPublished": true,
                     *         "token": {
                     *           "slug": "ether-1522",
                     *           "name": "Ether",
                     *           "symbol": "ETH",
                     *           "logo": "http://localhost:3000/logos/cc/128/eth.png"
                     *         },
                     *         "postCount": 4,
                     *         "memberCount": 4,
                     *         "lastActivityAt": "2026-11-01T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description News on what the reader tracks in this community; always 0 until tracking exists */
                            countNotifications: number;
                            id: number;
                            /** @description Shown to readers; an unpublished community answers 404 */
                            isPublished: boolean;
                            /** @description The latest post or answer, ISO 8601 in UTC */
                            lastActivityAt: string;
                            /** @description Members who joined the community */
                            memberCount: number;
                            /** @description Posts in the community, deleted ones left out */
                            postCount: number;
                            /** @description The community's token */
                            token: {
                                /** @description Absolute URL of the token's logo; null without one */
                                logo: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @description The id of the community's token */
                            tokenId: number;
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
            /** @description No published community for this token */
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
    listCommunityPosts: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page; the same filter must be sent with it */
                cursor?: string;
                /** @description Posts per page */
                limit?: number;
                /** @description `newest`: newest posts first; `active`: the latest post or answer first; `top`: the most answered first */
                orderBy?: "newest" | "active" | "top";
                /** @description Full-text search in the title and text, stemmed in each post's language (`"exact phrase"`, `or`, `-word` work as in web search) */
                text?: string;
                /** @description Only posts of this type; every type by default */
                type?: "discussion" | "question" | "analysis" | "announcement";
            };
            header?: never;
            path: {
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts; `nextCursor` is null on the last page */
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
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "communityId": 1,
                     *           "token": {
                     *             "slug": "ether-1522",
                     *             "name": "Ether",
                     *             "symbol": "ETH",
                     *             "logo": "http://localhost:3000/logos/cc/128/eth.png"
                     *           },
                     *           "type": "discussion",
                     *           "language": "de",
                     *           "title": "Welche Wallets zeigen Dezimalstellen richtig an?",
                     *           "excerpt": "Ich suche Wallets",
                     *           "author": {
                     *             "nickname": "n3x61206"
                     *           },
                     *           "createdAt": "2026-11-28T04:17:41.787Z",
                     *           "editedAt": null,
                     *           "answerCount": 0,
                     *           "lastActivityAt": "2026-11-28T04:17:41.787Z",
                     *           "demo": false,
                     *           "reactions": {
                     *             "like": 0,
                     *             "love": 0,
                     *             "fire": 0,
                     *             "thinking": 0
                     *           }
                     *         },
                     *         {
                     *           "id": 1,
                     *           "communityId": 1,
                     *           "token": {
                     *             "slug": "ether-1522",
                     *             "name": "Ether",
                     *             "symbol": "ETH",
                     *             "logo": "http://localhost:3000/logos/cc/128/eth.png"
                     *           },
                     *           "type": "question",
                     *           "language": "en",
                     *           "title": "How do you keep an eye on network fees before sending?",
                     *           "excerpt": "I usually just accept whatever my wallet suggests. Do you check the fee somewhere first, or wait for a quieter hour?",
                     *           "author": {
                     *             "nickname": "demo_ana"
                     *           },
                     *           "createdAt": "2026-11-01T07:00:00.000Z",
                     *           "editedAt": null,
                     *           "answerCount": 3,
                     *           "lastActivityAt": "2026-11-01T10:00:00.000Z",
                     *           "demo": true,
                     *           "reactions": {
                     *             "like": 0,
                     *             "love": 0,
                     *             "fire": 0,
                     *             "thinking": 0
                     *           }
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Answers to the post and to its answers */
                            answerCount: number;
                            /** @description Who wrote it */
                            author: {
                                /** @description null once the account is gone */
                                nickname: string | null;
                            };
                            communityId: number;
                            /** @description ISO 8601 in UTC */
                            createdAt: string;
                            /** @description Demo talk written with the seed, by demo members */
                            demo: boolean;
                            /** @description The last edit, ISO 8601 in UTC; null if never edited */
                            editedAt: string | null;
                            /** @description The start of the post's text, as plain text */
                            excerpt: string;
                            id: number;
                            /** @description The language the post is written in (a site locale code) */
                            language: string;
                            /** @description The post or its latest answer, ISO 8601 in UTC */
                            lastActivityAt: string;
                            /** @description How many members reacted with each kind */
                            reactions: {
                                fire: number;
                                like: number;
                                love: number;
                                thinking: number;
                            };
                            title: string;
                            /** @description The community's token */
                            token: {
                                /** @description Absolute URL of the token's logo; null without one */
                                logo: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @enum {string} */
                            type: "discussion" | "question" | "analysis" | "announcement";
                        }[];
                        nextCursor: string | null;
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
            /** @description No published community for this token */
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
    getCommunityPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post and its answers */
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
                     *         "id": 12,
                     *         "communityId": 1,
                     *         "token": {
                     *           "slug": "ether-1522",
                     *           "name": "Ether",
                     *           "symbol": "ETH",
                     *           "logo": "http://localhost:3000/logos/cc/128/eth.png"
                     *         },
                     *         "type": "discussion",
                     *         "language": "de",
                     *         "title": "Welche Wallets zeigen Dezimalstellen richtig an?",
                     *         "excerpt": "Ich suche Wallets",
                     *         "author": {
                     *           "nickname": "n3x61206"
                     *         },
                     *         "createdAt": "2026-11-28T04:17:41.787Z",
                     *         "editedAt": null,
                     *         "answerCount": 0,
                     *         "lastActivityAt": "2026-11-28T04:17:41.787Z",
                     *         "demo": false,
                     *         "reactions": {
                     *           "like": 0,
                     *           "love": 0,
                     *           "fire": 0,
                     *           "thinking": 0
                     *         },
                     *         "body": "<p>Ich suche <a href=\"https://wallets.example/list\" rel=\"nofollow ugc noopener noreferrer\" target=\"_blank\">Wallets</a></p>",
                     *         "answers": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Answers to the post and to its answers */
                            answerCount: number;
                            /** @description The answers, oldest first, at most 500 */
                            answers: {
                                /** @description Who wrote it */
                                author: {
                                    /** @description null once the account is gone */
                                    nickname: string | null;
                                };
                                /** @description HTML reduced to the allow-list; empty once deleted */
                                body: string;
                                /** @description ISO 8601 in UTC */
                                createdAt: string;
                                /** @description Deleted by its author: kept in the thread without its text */
                                deleted: boolean;
                                demo: boolean;
                                /** @description The last edit, ISO 8601 in UTC; null if never edited */
                                editedAt: string | null;
                                id: number;
                                /** @description The answer this one replies to; null for the post */
                                parentId: number | null;
                                /** @description How many members reacted with each kind */
                                reactions: {
                                    fire: number;
                                    like: number;
                                    love: number;
                                    thinking: number;
                                };
                            }[];
                            /** @description Who wrote it */
                            author: {
                                /** @description null once the account is gone */
                                nickname: string | null;
                            };
                            /** @description HTML reduced to the allow-list; links carry `rel="nofollow ugc"` */
                            body: string;
                            communityId: number;
                            /** @description ISO 8601 in UTC */
                            createdAt: string;
                            /** @description Demo talk written with the seed, by demo members */
                            demo: boolean;
                            /** @description The last edit, ISO 8601 in UTC; null if never edited */
                            editedAt: string | null;
                            /** @description The start of the post's text, as plain text */
                            excerpt: string;
                            id: number;
                            /** @description The language the post is written in (a site locale code) */
                            language: string;
                            /** @description The post or its latest answer, ISO 8601 in UTC */
                            lastActivityAt: string;
                            /** @description How many members reacted with each kind */
                            reactions: {
                                fire: number;
                                like: number;
                                love: number;
                                thinking: number;
                            };
                            title: string;
                            /** @description The community's token */
                            token: {
                                /** @description Absolute URL of the token's logo; null without one */
                                logo: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @enum {string} */
                            type: "discussion" | "question" | "analysis" | "announcement";
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
            /** @description No published community for this token, or no such post in it */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "locale": "de",
                     *       "data": {
                     *         "account": {
                     *           "signIn": {
                     *             "title": "Anmelden",
                     *             "heading": "Bei TokenAtlas anmelden",
                     *             "submit": "Anmelden",
                     *             "forgot": "Passwort vergessen?",
                     *             "noAccount": "Noch kein Konto?",
                     *             "register": "Jetzt erstellen",
                     *             "twoFactorHeading": "Zwei-Faktor-Anmeldung",
                     *             "twoFactorIntro": "Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.",
                     *             "twoFactorSubmit": "Bestätigen",
                     *             "startOver": "Mit einem anderen Konto anmelden",
                     *             "google": "Weiter mit Google",
                     *             "or": "oder"
                     *           },
                     *           "register": {
                     *             "title": "Konto erstellen",
                     *             "heading": "Ihr TokenAtlas-Konto erstellen",
                     *             "submit": "Bestätigungscode senden",
                     *             "passwordHint": "8 bis 128 Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.",
                     *             "haveAccount": "Sie haben bereits ein Konto?",
                     *             "confirmHeading": "E-Mail-Adresse bestätigen",
                     *             "confirmIntro": "Wir haben eine E-Mail an {{email}} gesendet. Ist die Adresse hier neu, enthält sie einen sechsstelligen Code, der 10 Minuten lang gültig ist; gehört zu ihr scho…",
                     *             "confirmSubmit": "Bestätigen",
                     *             "changeEmail": "Andere Adresse verwenden"
                     *           },
                     *           "finish": {
                     *             "title": "Registrierung abschließen",
                     *             "heading": "Nickname wählen",
                     *             "intro": "Unter Ihrem Nickname sehen andere Sie in den Token-Communitys. Sie können ihn später ändern.",
                     *             "hint": "3 bis 24 Buchstaben, Ziffern, Punkte, Bindestriche oder Unterstriche.",
                     *             "checking": "Wird geprüft…",
                     *             "available": "Dieser Nickname ist frei",
                     *             "submit": "Speichern und weiter"
                     *           },
                     *           "forgot": {
                     *             "title": "Passwort zurücksetzen",
                     *             "heading": "Passwort zurücksetzen",
                     *             "intro": "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Falls dazu ein Konto existiert, senden wir Ihnen einen Code, mit dem Sie ein neues Passwort festlegen können.",
                     *             "submit": "Code zum Zurücksetzen senden",
                     *             "codeIntro": "Falls {{email}} zu einem Konto gehört, ist ein sechsstelliger Code unterwegs. Er ist 10 Minuten lang gültig.",
                     *             "newPassword": "Neues Passwort",
                     *             "resetSubmit": "Neues Passwort festlegen",
                     *             "done": "Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort an."
                     *           },
                     *           "fields": {
                     *             "email": "E-Mail-Adresse",
                     *             "password": "Passwort",
                     *             "code": "Code aus der E-Mail",
                     *             "totp": "Authenticator-Code",
                     *             "nickname": "Nickname",
                     *             "passwordOld": "Aktuelles Passwort",
                     *             "passwordNew": "Neues Passwort",
                     *             "passwordConfirmation": "Neues Passwort wiederholen",
                     *             "showPassword": "Passwort anzeigen",
                     *             "hidePassword": "Passwort verbergen"
                     *           },
                     *           "errors": {
                     *             "email_invalid": "Geben Sie eine E-Mail-Adresse wie name@example.com ein.",
                     *             "password_too_short": "Das Passwort muss mindestens 8 Zeichen lang sein.",
                     *             "password_too_long": "Das Passwort darf höchstens 128 Zeichen lang sein.",
                     *             "password_common": "Dieses Passwort gehört zu den häufigsten. Wählen Sie ein anderes.",
                     *             "password_mismatch": "Die beiden neuen Passwörter stimmen nicht überein.",
                     *             "password_wrong": "Das aktuelle Passwort ist falsch.",
                     *             "code_invalid": "Der Code ist falsch, wurde bereits verwendet oder ist abgelaufen. Prüfen Sie die neueste E-Mail oder fordern Sie einen neuen Code an.",
                     *             "totp_invalid": "Der Code ist falsch oder wurde bereits verwendet. Warten Sie auf den nächsten Code in Ihrer App.",
                     *             "nickname_invalid": "Verwenden Sie 3 bis 24 Buchstaben, Ziffern, Punkte, Bindestriche oder Unterstriche.",
                     *             "nickname_taken": "Dieser Nickname ist bereits vergeben.",
                     *             "wrong_credentials": "E-Mail-Adresse oder Passwort ist falsch.",
                     *             "two_factor_expired": "Die Anmeldung hat zu lange gedauert. Beginnen Sie von vorn.",
                     *             "rate_limited": "Zu viele Versuche. Versuchen Sie es in {{minutes}} Min. erneut.",
                     *             "favorites_full": "Sie haben die maximale Anzahl an Favoriten erreicht.",
                     *             "foreign_origin": "Die Anfrage kam von einer anderen Website und wurde abgelehnt.",
                     *             "unauthorized": "Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.",
                     *             "required": "Füllen Sie dieses Feld aus.",
                     *             "generic": "Etwas ist schiefgelaufen. Versuchen Sie es noch einmal.",
                     *             "network": "Keine Verbindung zum Server. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
                     *             "google_failed": "Die Anmeldung mit Google wurde nicht abgeschlossen. Versuchen Sie es noch einmal.",
                     *             "google_email_taken": "Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melden Sie sich mit Ihrem Passwort an und verknüpfen Sie Google anschließend in den Sicherheitseinstellunge…",
                     *             "google_unverified": "Google hat diese E-Mail-Adresse nicht bestätigt, daher kann damit hier kein Konto eröffnet werden.",
                     *             "google_linked_elsewhere": "Dieses Google-Konto ist bereits mit einem anderen TokenAtlas-Konto verknüpft.",
                     *             "password_personal": "Wählen Sie ein Passwort ohne Ihre E-Mail-Adresse, Ihren Nicknamen oder den Namen TokenAtlas.",
                     *             "unlock_required": "Zu viele fehlgeschlagene Anmeldungen mit dieser Adresse, daher haben wir ihr einen Code geschickt. Geben Sie den Code zusammen mit Ihrem Passwort ein.",
                     *             "unlock_failed": "Das Passwort oder der Code aus der E-Mail ist falsch."
                     *           },
                     *           "menu": {
                     *             "signIn": "Anmelden",
                     *             "cabinet": "Mein Konto",
                     *             "account": "Konto von {{name}}"
                     *           },
                     *           "cabinet": {
                     *             "title": "Mein Konto",
                     *             "heading": "Mein Konto",
                     *             "signedInAs": "Angemeldet als {{email}}",
                     *             "signOut": "Abmelden",
                     *             "profile": "Profil",
                     *             "nicknameSaved": "Nickname gespeichert",
                     *             "save": "Speichern",
                     *             "password": "Passwort",
                     *             "passwordSaved": "Passwort geändert. Ihre anderen Sitzungen wurden abgemeldet.",
                     *             "changePassword": "Passwort ändern",
                     *             "favorites": "Favorisierte Token",
                     *             "favoritesEmpty": "Noch keine Favoriten. Markieren Sie einen Token auf seiner Seite oder in einer beliebigen Liste mit dem Stern, damit er hier erscheint.",
                     *             "sessions": "Sitzungen",
                     *             "sessionsIntro": "Geräte und Browser, die bei Ihrem Konto angemeldet sind. Beenden Sie alle, die Sie nicht kennen.",
                     *             "thisDevice": "Dieses Gerät",
                     *             "apiToken": "API-Token",
                     *             "unknownDevice": "Unbekanntes Gerät",
                     *             "lastActive": "Zuletzt aktiv: {{when}}",
                     *             "started": "Angemeldet: {{when}}",
                     *             "endSession": "Sitzung beenden",
                     *             "endSessionConfirm": "Diese Sitzung beenden? Auf dem Gerät ist dann eine erneute Anmeldung nötig.",
                     *             "sessionEnded": "Sitzung beendet"
                     *           },
                     *           "favorite": {
                     *             "add": "{{name}} zu den Favoriten hinzufügen",
                     *             "remove": "{{name}} aus den Favoriten entfernen",
                     *             "added": "Zu den Favoriten hinzugefügt",
                     *             "removed": "Aus den Favoriten entfernt"
                     *           },
                     *           "mailbox": {
                     *             "title": "Postfach",
                     *             "note": "E-Mails, die diese Website versendet, solange kein Mailserver eingerichtet ist. Neueste zuerst.",
                     *             "empty": "Noch keine E-Mails.",
                     *             "to": "An {{to}}"
                     *           }
                     *         },
                     *         "admin": {
                     *           "desk": {
                     *             "title": "Redaktion",
                     *             "description": "News, Blogbeiträge, FAQ-Einträge, ICOs, Airdrops und Seiten schreiben, übersetzen, planen und veröffentlichen.",
                     *             "kinds": "Inhaltsarten",
                     *             "people": "Rollen und Änderungsprotokoll",
                     *             "search": "Nach Titel oder Adresse (Slug) suchen",
                     *             "newKind": "Neuer Eintrag vom Typ",
                     *             "empty": "Noch keine Einträge. Legen Sie oben den ersten an.",
                     *             "kind": "Art",
                     *             "status": "Status",
                     *             "languages": "Sprachen",
                     *             "updated": "Letzte Änderung",
                     *             "newTitle": "Neuer Eintrag: {{kind}}",
                     *             "back": "Zurück zur Redaktion"
                     *           },
                     *           "kinds": {
                     *             "all": "Alle",
                     *             "news": "News",
                     *             "blog": "Blogbeitrag",
                     *             "faq": "FAQ-Eintrag",
                     *             "ico": "ICO",
                     *             "airdrop": "Airdrop",
                     *             "page": "Infoseite"
                     *           },
                     *           "status": {
                     *             "draft": "Entwurf",
                     *             "scheduled": "Geplant",
                     *             "published": "Veröffentlicht"
                     *           },
                     *           "sections": {
                     *             "text": "Text",
                     *             "settings": "Einstellungen",
                     *             "publishing": "Veröffentlichung",
                     *             "cover": "Titelbild",
                     *             "history": "Verlauf"
                     *           },
                     *           "fields": {
                     *             "title": "Titel",
                     *             "summary": "Zusammenfassung",
                     *             "summaryHint": "Ein oder zwei Sätze; erscheint in Listen, in Suchergebnissen und als Seitenbeschreibung.",
                     *             "body": "Text",
                     *             "requirements": "Voraussetzungen",
                     *             "steps": "Schritte zur Teilnahme",
                     *             "linesHint": "Ein Punkt pro Zeile.",
                     *             "language": "Sprache",
                     *             "slug": "Adresse (Slug)",
                     *             "slugHint": "Kleinbuchstaben, Ziffern und Bindestriche, zum Beispiel: weekly-market-digest.",
                     *             "tokens": "Zugehörige Token",
                     *             "tokensHint": "Token-Symbole oder Seiten-Slugs, durch Kommas getrennt (bis zu 10).",
                     *             "scheduleAt": "Veröffentlichen am",
                     *             "coverFile": "Titelbild hochladen",
                     *             "coverHint": "JPEG, PNG oder WebP, mindestens 600 × 315 Pixel, bis zu 5 MB. Das Bild wird auf 1200 × 630 zugeschnitten.",
                     *             "currentCover": "Aktuelles Titelbild"
                     *           },
                     *           "facts": {
                     *             "group": "Gruppe",
                     *             "name": "Projektname",
                     *             "symbol": "Tickersymbol",
                     *             "chainId": "Blockchain",
                     *             "startsAt": "Beginn",
                     *             "endsAt": "Ende",
                     *             "website": "Projekt-Website",
                     *             "priceUsd": "Token-Preis (USD)",
                     *             "goalUsd": "Ziel (USD)",
                     *             "raisedUsd": "Bisher eingesammelt (USD)",
                     *             "rewardAmount": "Belohnung pro Teilnehmer (Token)",
                     *             "rewardUsd": "Belohnungspool (USD, optional)",
                     *             "winners": "Anzahl der Gewinner"
                     *           },
                     *           "actions": {
                     *             "new": "Erstellen",
                     *             "create": "Entwurf erstellen",
                     *             "saveText": "Text speichern",
                     *             "saveSettings": "Einstellungen speichern",
                     *             "deleteVersion": "Diese Übersetzung löschen",
                     *             "preview": "Vorschau",
                     *             "edit": "Zurück zur Bearbeitung",
                     *             "publishNow": "Jetzt veröffentlichen",
                     *             "schedule": "Planen",
                     *             "unpublish": "Von der Website nehmen",
                     *             "view": "Auf der Website ansehen",
                     *             "removeCover": "Titelbild entfernen",
                     *             "delete": "Eintrag löschen"
                     *           },
                     *           "hints": {
                     *             "englishFirst": "Jeder Eintrag beginnt auf Englisch: Seiten in Sprachen ohne eigenen Text zeigen den englischen an.",
                     *             "newTranslation": "In dieser Sprache gibt es noch keinen Text. Bis Sie einen speichern, sehen Leser den englischen Text mit einem entsprechenden Hinweis.",
                     *             "noHistory": "Noch keine Änderungen erfasst.",
                     *             "system": "Demodaten"
                     *           },
                     *           "confirm": {
                     *             "delete": "Diesen Eintrag mit allen Übersetzungen löschen? Das lässt sich nicht rückgängig machen.",
                     *             "deleteVersion": "Den Text in dieser Sprache löschen? Leser sehen dann stattdessen den englischen Text.",
                     *             "removeRedirect": "Diese Weiterleitung entfernen? Unter der alten Adresse erscheint dann wieder „Seite nicht gefunden“."
                     *           },
                     *           "saved": {
                     *             "text": "Text gespeichert",
                     *             "settings": "Einstellungen gespeichert",
                     *             "published": "Veröffentlicht",
                     *             "scheduled": "Geplant",
                     *             "unpublished": "Von der Website genommen",
                     *             "cover": "Titelbild hochgeladen",
                     *             "coverRemoved": "Titelbild entfernt",
                     *             "versionDeleted": "Übersetzung gelöscht",
                     *             "role": "Rolle geändert",
                     *             "redirectAdded": "Weiterleitung hinzugefügt",
                     *             "redirectRemoved": "Weiterleitung entfernt"
                     *           },
                     *           "editor": {
                     *             "toolbar": "Formatierung",
                     *             "bold": "Fett",
                     *             "italic": "Kursiv",
                     *             "strike": "Durchgestrichen",
                     *             "heading2": "Überschrift",
                     *             "heading3": "Zwischenüberschrift",
                     *             "bulletList": "Aufzählung",
                     *             "orderedList": "Nummerierte Liste",
                     *             "quote": "Zitat",
                     *             "code": "Code",
                     *             "link": "Link",
                     *             "rule": "Trennlinie",
                     *             "undo": "Rückgängig",
                     *             "redo": "Wiederholen",
                     *             "linkPrompt": "Link-Adresse (leer lassen, um den Link zu entfernen)"
                     *           },
                     *           "audit": {
                     *             "create": "hat den Eintrag erstellt",
                     *             "update": "hat die Einstellungen geändert",
                     *             "save_version": "hat den Text gespeichert",
                     *             "delete_version": "hat eine Übersetzung gelöscht",
                     *             "publish": "hat veröffentlicht",
                     *             "schedule": "hat die Veröffentlichung geplant",
                     *             "unpublish": "hat den Eintrag von der Website genommen",
                     *             "cover": "hat ein Titelbild hochgeladen",
                     *             "remove_cover": "hat das Titelbild entfernt",
                     *             "delete": "hat den Eintrag gelöscht",
                     *             "role": "hat eine Rolle geändert",
                     *             "redirect_add": "hat eine Weiterleitung hinzugefügt",
                     *             "redirect_remove": "hat eine Weiterleitung entfernt"
                     *           },
                     *           "people": {
                     *             "title": "Rollen und Änderungsprotokoll",
                     *             "description": "Wer Inhalte bearbeiten darf – und jede Änderung, die in der Redaktion vorgenommen wurde.",
                     *             "heading": "Redakteure und Admins",
                     *             "search": "Konto nach E-Mail-Adresse oder Nickname suchen",
                     *             "none": "Keine passenden Konten.",
                     *             "role": "Rolle"
                     *           },
                     *           "roles": {
                     *             "user": "Leser",
                     *             "editor": "Redakteur",
                     *             "admin": "Admin"
                     *           },
                     *           "errors": {
                     *             "required": "Bitte füllen Sie dieses Feld aus.",
                     *             "too_long": "Dieser Text ist zu lang.",
                     *             "invalid": "Dieser Wert ist ungültig.",
                     *             "slug_format": "Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche (mindestens 3 Zeichen, nicht mit „page-“ am Anfang).",
                     *             "slug_taken": "Diese Adresse wird bereits von einem anderen Eintrag dieser Art verwendet.",
                     *             "after_start": "Das Ende muss nach dem Beginn liegen.",
                     *             "unknown_token": "Kein Token mit diesem Symbol oder Slug gefunden.",
                     *             "english_required": "Der englische Text kann nicht gelöscht werden, da andere Sprachen auf ihn zurückgreifen.",
                     *             "own_role": "Sie können sich Ihre eigene Admin-Rolle nicht entziehen.",
                     *             "image_empty": "Bitte wählen Sie eine Bilddatei aus.",
                     *             "image_type": "Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.",
                     *             "image_too_large": "Das Bild ist größer als 5 MB.",
                     *             "image_too_small": "Das Bild muss mindestens 600 × 315 Pixel groß sein.",
                     *             "not_editor": "Das können nur Redakteure.",
                     *             "not_admin": "Das können nur Admins.",
                     *             "not_found": "Dieser Eintrag existiert nicht mehr.",
                     *             "network": "Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
                     *             "generic": "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
                     *             "path_format": "Geben Sie einen Pfad auf dieser Website ein, der mit / beginnt, etwa /news/old-address.",
                     *             "reserved_path": "Diese Adresse kann nicht weitergeleitet werden: Startseite, Redaktion und API bleiben, wo sie sind.",
                     *             "source_taken": "Für diese Adresse gibt es bereits eine Weiterleitung.",
                     *             "target_format": "Geben Sie einen Pfad auf dieser Website ein, der mit / beginnt, oder eine vollständige https://-Adresse.",
                     *             "self_redirect": "Eine Adresse kann nicht auf sich selbst weiterleiten.",
                     *             "redirect_loop": "Das würde Leser im Kreis schicken: Das Ziel führt bereits hierher zurück."
                     *           },
                     *           "redirects": {
                     *             "title": "Weiterleitungen",
                     *             "description": "Alte Adressen der Website, die Leser zu neuen weiterleiten – unter der Adresse jeder Sprache.",
                     *             "source": "Von",
                     *             "sourceHint": "Ein Pfad auf dieser Website, etwa /news/old-address; er gilt unter jedem Sprachpräfix.",
                     *             "target": "Nach",
                     *             "targetHint": "Ein Pfad auf dieser Website oder eine vollständige https://-Adresse einer anderen Website.",
                     *             "permanent": "Dauerhafter Umzug",
                     *             "temporary": "Vorübergehender Umzug",
                     *             "add": "Weiterleitung hinzufügen",
                     *             "empty": "Noch keine Weiterleitungen.",
                     *             "type": "Art",
                     *             "by": "Geändert von",
                     *             "remove": "Entfernen"
                     *           }
                     *         },
                     *         "common": {
                     *           "nav": {
                     *             "home": "Startseite",
                     *             "trending": "Im Trend",
                     *             "new": "Neu",
                     *             "gainers": "Gewinner",
                     *             "losers": "Verlierer",
                     *             "blockchains": "Blockchains",
                     *             "categories": "Kategorien",
                     *             "industries": "Branchen",
                     *             "algorithms": "Algorithmen",
                     *             "types": "Kryptowährungsarten",
                     *             "allTokens": "Alle Token",
                     *             "learn": "Wissen"
                     *           },
                     *           "header": {
                     *             "language": "Sprache",
                     *             "languageCurrent": "Sprache: {{code}}",
                     *             "skip": "Zum Inhalt springen",
                     *             "mainNav": "Hauptnavigation",
                     *             "siteNav": "Website-Navigation",
                     *             "searchLabel": "Suche",
                     *             "searchPlaceholder": "Token, Adresse oder Thema",
                     *             "menu": "Menü",
                     *             "theme": "Zwischen hellem und dunklem Design wechseln"
                     *           },
                     *           "footer": {
                     *             "lists": "Token-Listen",
                     *             "catalogue": "Katalog",
                     *             "demoNotice": "Die Marktdaten auf dieser Website sind simulierte Demodaten, bis Live-Marktdatenanbieter angebunden sind. Token-Namen, Contract-Adressen und Blockchains stammen…",
                     *             "sources": "Token-Daten: Standard-Token-Liste von Uniswap. Blockchains: Chain-Definitionen von viem. Logos: Contract-Metadaten von MetaMask, cryptocurrency-icons, Web3 Icon…"
                     *           },
                     *           "errors": {
                     *             "notFound": "Seite nicht gefunden: {{path}}",
                     *             "fatalNotFound": "Seite Nicht Gefunden: {{path}}",
                     *             "badRequest": "Diese Adresse kann nicht gelesen werden. Prüfen Sie den Link und versuchen Sie es erneut.",
                     *             "unauthorized": "Melden Sie sich an, um diese Seite zu sehen.",
                     *             "forbidden": "Sie haben keinen Zugriff auf diese Seite.",
                     *             "conflict": "Die Anfrage steht im Widerspruch zu einer kürzlichen Änderung. Laden Sie die Seite neu und versuchen Sie es erneut.",
                     *             "invalid": "Diese Adresse enthält einen Wert, den die Website nicht verwenden kann. Prüfen Sie den Link und versuchen Sie es erneut.",
                     *             "rateLimited": "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
                     *             "internal": "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
                     *             "unavailable": "Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es in ein paar Sekunden erneut.",
                     *             "home": "Zur Startseite"
                     *           },
                     *           "breadcrumbs": "Breadcrumb-Navigation",
                     *           "data": {
                     *             "demo": "Demodaten",
                     *             "source": "Quelle: {{source}}",
                     *             "updated": "aktualisiert {{age}}"
                     *           },
                     *           "table": {
                     *             "name": "Name",
                     *             "price": "Preis",
                     *             "change1h": "1 Std.",
                     *             "change24h": "24 Std.",
                     *             "change7d": "7 T.",
                     *             "volume24": "Volumen 24 Std.",
                     *             "marketCap": "Marktkapitalisierung",
                     *             "liquidity": "Liquidität",
                     *             "holders": "Inhaber",
                     *             "aiScore": "Score",
                     *             "aiScoreExplained": "So wird der Analyse-Score berechnet",
                     *             "empty": "Keine Token entsprechen diesen Filtern.",
                     *             "sortBy": "Nach {{column}} sortieren",
                     *             "chainsCount": "Blockchains: {{count}}",
                     *             "noTrades": "Kein Handel in 24 Std.",
                     *             "noHistory": "Noch nicht genügend Kursverlauf",
                     *             "rank": "Rang {{rank}}",
                     *             "rankTitle": "Rang nach Marktkapitalisierung",
                     *             "last7d": "Letzte 7 Tage"
                     *           },
                     *           "token": {
                     *             "verified": "Verifiziert"
                     *           },
                     *           "filters": {
                     *             "title": "Filter",
                     *             "any": "Alle",
                     *             "blockchain": "Blockchain",
                     *             "apply": "Anwenden",
                     *             "deployments": "Jedes Deployment einzeln"
                     *           },
                     *           "pager": {
                     *             "label": "Seiten",
                     *             "previous": "Zurück",
                     *             "next": "Weiter",
                     *             "first": "Erste Seite"
                     *           },
                     *           "catalog": {
                     *             "allTitle": "Alle Token: Kurse, Marktkapitalisierung und Volumen",
                     *             "allH1": "Alle Token",
                     *             "allDescription": "Alle Token im Katalog mit Kurs, 24-Stunden-Änderung, Volumen, Marktkapitalisierung und Liquidität – filterbar nach Blockchain, Kategorie, Branche und Algorithmu…",
                     *             "searchTitle": "Token zu „{{q}}“",
                     *             "chainTitle": "Token auf {{name}}: Kurse und Marktdaten",
                     *             "chainH1": "Token auf {{name}}",
                     *             "chainDescription": "Auf {{name}} bereitgestellte Token ({{count}} im Katalog) mit Kursen, Volumen, Marktkapitalisierung und Liquidität.",
                     *             "chainId": "Chain-ID",
                     *             "nativeCurrency": "Native Währung",
                     *             "explorer": "Block-Explorer",
                     *             "chainsTitle": "Blockchains: Netzwerke und ihre Token",
                     *             "chainsH1": "Blockchains",
                     *             "chainsDescription": "Die {{count}} Blockchains im Katalog mit ihren Chain-IDs, nativen Währungen und den Token, die darauf laufen.",
                     *             "chainCard": "Chain-ID {{id}} · {{symbol}} · {{tokens}} Token",
                     *             "tagTitle": "{{name}}: Token-Kurse und Marktdaten",
                     *             "tagH1": "{{name}}-Token",
                     *             "tagsTitle": "{{type}}: Token nach Gruppen, mit Kursen und Marktdaten",
                     *             "tokens": "Token",
                     *             "typesTitle": "Kryptowährungsarten: Kategorien, Branchen und Algorithmen",
                     *             "typesH1": "Kryptowährungsarten",
                     *             "typesDescription": "Token sind auf drei Arten gruppiert: nach Kategorie (was ein Token ist), nach Branche (wo er eingesetzt wird) und nach Algorithmus (wie seine Blockchain Konsens…"
                     *           },
                     *           "listNames": {
                     *             "trending": "Im Trend",
                     *             "newProjects": "Neu verifiziert",
                     *             "newTokens": "Neue Token",
                     *             "gainers": "Top-Gewinner",
                     *             "losers": "Top-Verlierer",
                     *             "volume": "Höchstes Volumen",
                     *             "ai": "Token-Analyse"
                     *           },
                     *           "summary": {
                     *             "title": "Gesamtmarkt",
                     *             "marketCap": "Gesamte Marktkapitalisierung",
                     *             "volume24": "Volumen 24 Std.",
                     *             "dominance": "Dominanz"
                     *           }
                     *         },
                     *         "community": {
                     *           "hub": {
                     *             "title": "Token-Communitys",
                     *             "description": "Sprich mit den Menschen, die einen Token halten: die aktivsten Communitys und die neuesten Beiträge aus allen.",
                     *             "active": "Aktivste Communitys",
                     *             "newest": "Neueste Beiträge",
                     *             "empty": "Noch ist keine Community geöffnet.",
                     *             "posts": "Beiträge: {{count}}",
                     *             "members": "Mitglieder: {{count}}",
                     *             "lastActivity": "Letzte Aktivität"
                     *           },
                     *           "feed": {
                     *             "title": "Community von {{name}}",
                     *             "seoTitle": "Community von {{name}} ({{symbol}}): Diskussionen, Fragen und Analysen",
                     *             "description": "Diskussionen, Fragen und Analysen zu {{name}} ({{symbol}}), geschrieben von Mitgliedern von TokenAtlas.",
                     *             "tokenPage": "Kurs und Marktdaten von {{name}}",
                     *             "empty": "Noch keine Beiträge. Starte die erste Diskussion.",
                     *             "noMatch": "Kein Beitrag passt zu diesem Filter.",
                     *             "older": "Ältere Beiträge",
                     *             "newer": "Neuere Beiträge",
                     *             "pager": "Seiten des Feeds",
                     *             "list": "Beiträge",
                     *             "allHub": "Alle Communitys"
                     *           },
                     *           "filter": {
                     *             "label": "Feed filtern",
                     *             "type": "Typ",
                     *             "allTypes": "Alle Typen",
                     *             "orderBy": "Reihenfolge",
                     *             "text": "Suche",
                     *             "textPlaceholder": "Wörter im Titel oder Text",
                     *             "apply": "Anzeigen",
                     *             "reset": "Filter zurücksetzen"
                     *           },
                     *           "types": {
                     *             "discussion": "Diskussion",
                     *             "question": "Frage",
                     *             "analysis": "Analyse",
                     *             "announcement": "Ankündigung"
                     *           },
                     *           "orders": {
                     *             "newest": "Neueste",
                     *             "active": "Zuletzt aktiv",
                     *             "top": "Meiste Antworten"
                     *           },
                     *           "post": {
                     *             "answers": "Antworten: {{count}}",
                     *             "formerMember": "ehemaliges Mitglied",
                     *             "edited": "bearbeitet",
                     *             "demo": "Demo",
                     *             "demoNotice": "Demo-Gespräche: Diese Beiträge wurden von Demo-Mitgliedern für die Demo geschrieben und sagen nichts über das Projekt aus.",
                     *             "answersTitle": "Antworten",
                     *             "noAnswers": "Noch keine Antworten.",
                     *             "deletedAnswer": "Diese Antwort wurde gelöscht.",
                     *             "seoTitle": "{{title}} – Community von {{name}}",
                     *             "back": "Zurück zur Community von {{name}}"
                     *           },
                     *           "tokenLinkCount": "Community · Beiträge: {{count}}",
                     *           "member": {
                     *             "join": "Community beitreten",
                     *             "leave": "Community verlassen",
                     *             "joined": "Du bist Mitglied dieser Community.",
                     *             "signIn": "Melde dich an, um dieser Community beizutreten und hier zu schreiben.",
                     *             "joinToWrite": "Tritt der Community bei, um Beiträge und Antworten zu schreiben."
                     *           },
                     *           "composer": {
                     *             "title": "Beitrag schreiben",
                     *             "type": "Typ",
                     *             "titleLabel": "Titel",
                     *             "body": "Text",
                     *             "bodyHint": "Leerzeilen beginnen neue Absätze; Links sind erlaubt. Nach dem Veröffentlichen kannst du {{minutes}} Minuten lang bearbeiten und jederzeit löschen.",
                     *             "publish": "Veröffentlichen",
                     *             "published": "Dein Beitrag ist veröffentlicht.",
                     *             "answer": "Deine Antwort",
                     *             "send": "Antwort senden",
                     *             "reply": "Antworten",
                     *             "replyingTo": "Antwort an {{name}}",
                     *             "cancel": "Abbrechen",
                     *             "edit": "Bearbeiten",
                     *             "save": "Speichern",
                     *             "delete": "Löschen",
                     *             "confirmDelete": "Endgültig löschen? Das lässt sich nicht rückgängig machen.",
                     *             "deleted": "Gelöscht.",
                     *             "saved": "Gespeichert."
                     *           },
                     *           "errors": {
                     *             "announcement_reserved": "Ankündigungen sind dem verifizierten Eigentümer des Tokens vorbehalten. Wähle einen anderen Typ.",
                     *             "not_member": "Tritt zuerst der Community bei.",
                     *             "title_length": "Der Titel ist zu kurz oder zu lang.",
                     *             "body_length": "Der Text ist zu kurz oder zu lang.",
                     *             "edit_window_closed": "Die Zeit zum Bearbeiten ist abgelaufen. Löschen kannst du weiterhin.",
                     *             "not_author": "Nur der Autor kann das ändern.",
                     *             "post_gone": "Dieser Beitrag wurde gelöscht und nimmt keine Antworten mehr an.",
                     *             "answer_gone": "Die Antwort, auf die du antwortest, wurde gelöscht.",
                     *             "not_found": "Diese Community oder dieser Beitrag existiert nicht.",
                     *             "rate_limited": "Du schreibst zu schnell. Versuche es in {{minutes}} Min. erneut.",
                     *             "nickname_required": "Wähle zuerst in deinem Konto einen Spitznamen."
                     *           }
                     *         },
                     *         "compare": {
                     *           "compare": {
                     *             "title": "Token vergleichen",
                     *             "description": "Krypto-Token direkt nebeneinander vergleichen: Kurs, Änderungen, Volumen, Marktkapitalisierung, Liquidität und Inhaber.",
                     *             "empty": "Noch nichts zu vergleichen. Fügen Sie hier Token hinzu oder über „Vergleichen“ auf einer beliebigen Token-Seite.",
                     *             "addLabel": "Token hinzufügen",
                     *             "addPlaceholder": "Name, Symbol oder Contract-Adresse",
                     *             "add": "Hinzufügen",
                     *             "notFound": "Kein Token passt zu „{{query}}“.",
                     *             "full": "Sie können bis zu {{count}} Token gleichzeitig vergleichen.",
                     *             "remove": "{{name}} aus dem Vergleich entfernen",
                     *             "share": "Die Adresse dieser Seite enthält den Vergleich: Kopieren Sie sie, um ihn zu teilen.",
                     *             "copyLink": "Link kopieren",
                     *             "metric": "Kennzahl",
                     *             "chain": "Blockchain",
                     *             "verified": "Verifiziert",
                     *             "yes": "Ja",
                     *             "no": "Nein"
                     *           },
                     *           "button": {
                     *             "add": "Vergleichen",
                     *             "added": "Im Vergleich",
                     *             "open": "Vergleich öffnen"
                     *           },
                     *           "lastViewed": {
                     *             "title": "Zuletzt angesehene Token",
                     *             "description": "Die Token, die Sie zuletzt geöffnet haben, neueste zuerst.",
                     *             "empty": "Sie haben noch keine Token-Seiten geöffnet.",
                     *             "clear": "Liste leeren",
                     *             "cleared": "Die Liste ist jetzt leer.",
                     *             "browserNote": "Wird in diesem Browser gespeichert. Melden Sie sich an, um die Liste in Ihrem Konto auf allen Geräten zu haben.",
                     *             "loading": "Liste wird geladen…",
                     *             "clearConfirm": "Liste der zuletzt angesehenen Token leeren?"
                     *           }
                     *         },
                     *         "content": {
                     *           "fallback": "Dieser Text ist noch nicht auf {{language}} verfügbar und wird deshalb auf Englisch angezeigt.",
                     *           "inEnglish": "Auf Englisch",
                     *           "readingTime": "{{count}} Min. Lesezeit",
                     *           "relatedTokens": "Token in diesem Artikel",
                     *           "moreArticles": "Weitere Artikel",
                     *           "newer": "Neuere",
                     *           "older": "Ältere",
                     *           "empty": "Hier wurde noch nichts veröffentlicht.",
                     *           "pageTitle": "{{title}}, Seite {{page}}",
                     *           "news": {
                     *             "title": "News",
                     *             "description": "Neues von TokenAtlas: neue Funktionen, Updates zu Daten und Methodik, Markterklärungen und Sicherheitshinweise."
                     *           },
                     *           "blog": {
                     *             "title": "Blog",
                     *             "description": "Ausführliche Beiträge vom TokenAtlas-Team: wie Sie Token recherchieren, sich vor Betrug schützen und Marktdaten richtig lesen."
                     *           },
                     *           "feed": {
                     *             "newsTitle": "TokenAtlas-News",
                     *             "newsDescription": "Die neuesten Meldungen von TokenAtlas.",
                     *             "blogTitle": "TokenAtlas-Blog",
                     *             "blogDescription": "Neue Beiträge im TokenAtlas-Blog.",
                     *             "subscribe": "Per RSS abonnieren"
                     *           },
                     *           "faq": {
                     *             "title": "Häufig gestellte Fragen",
                     *             "description": "Antworten zu TokenAtlas, Marktdaten, Konten, Sicherheit und zum Listing eines Tokens.",
                     *             "filterLabel": "Fragen durchsuchen",
                     *             "filterPlaceholder": "Zum Beispiel: Zwei-Faktor, Listing, Demodaten",
                     *             "count": "Angezeigte Fragen: {{count}}",
                     *             "none": "Keine Frage passt zu Ihrer Suche. Versuchen Sie es mit einem anderen Wort oder stöbern Sie in den Themen.",
                     *             "permalink": "Diese Antwort auf einer eigenen Seite öffnen",
                     *             "all": "Alle Fragen",
                     *             "groups": {
                     *               "basics": "Erste Schritte",
                     *               "tokens": "Token und Katalog",
                     *               "market-data": "Marktdaten",
                     *               "accounts": "Konten",
                     *               "security": "Sicherheit",
                     *               "listings": "Listings"
                     *             }
                     *           },
                     *           "ico": {
                     *             "title": "ICOs im Überblick",
                     *             "description": "Token-Verkäufe auf TokenAtlas: demnächst, laufend und beendet – mit Preis, Ziel, eingesammeltem Betrag und Terminen in Ihrer Zeitzone."
                     *           },
                     *           "airdrop": {
                     *             "title": "Airdrops",
                     *             "description": "Airdrops auf TokenAtlas: Belohnungen, Voraussetzungen, Schritte und Fristen in Ihrer Zeitzone."
                     *           },
                     *           "offerings": {
                     *             "status": {
                     *               "upcoming": "Demnächst",
                     *               "active": "Laufend",
                     *               "ended": "Beendet"
                     *             },
                     *             "statusLabel": "Status",
                     *             "allStatuses": "Alle",
                     *             "chainLabel": "Blockchain",
                     *             "allChains": "Alle Blockchains",
                     *             "sortLabel": "Sortieren nach",
                     *             "sort": {
                     *               "start": "Startdatum",
                     *               "end": "Enddatum",
                     *               "raised": "Eingesammelter Betrag",
                     *               "goal": "Ziel",
                     *               "reward": "Belohnungspool",
                     *               "winners": "Anzahl der Gewinner",
                     *               "name": "Name"
                     *             },
                     *             "apply": "Anzeigen",
                     *             "none": "Keine Einträge entsprechen diesen Filtern.",
                     *             "price": "Preis",
                     *             "goal": "Ziel",
                     *             "raised": "Eingesammelt",
                     *             "reward": "Pro Teilnehmer",
                     *             "pool": "Belohnungspool",
                     *             "winners": "Gewinner",
                     *             "notStated": "Keine Angabe",
                     *             "progress": "{{percent}} % des Ziels",
                     *             "starts": "Beginn",
                     *             "ends": "Ende",
                     *             "website": "Website",
                     *             "requirements": "Voraussetzungen",
                     *             "steps": "So nehmen Sie teil",
                     *             "disclaimer": "Ein Listing ist keine Empfehlung. Prüfen Sie das Projekt selbst, geben Sie niemals Ihre Seed-Phrase weiter und senden Sie niemals Geld, um eine Belohnung freizu…",
                     *             "demo": "Demo",
                     *             "demoNotice": "Mit „Demo“ markierte Einträge sind fiktive Projekte, die zeigen sollen, wie Listings funktionieren: Sie sammeln kein Geld ein und verschenken nichts."
                     *           },
                     *           "search": {
                     *             "title": "Suche",
                     *             "titleFor": "Suchergebnisse für „{{q}}“",
                     *             "description": "Suchen Sie Token nach Name, Symbol oder Contract-Adresse sowie News, Blogbeiträge, FAQ, ICOs und Airdrops.",
                     *             "label": "Suchbegriff",
                     *             "placeholder": "Token, Contract-Adresse oder Thema",
                     *             "submit": "Suchen",
                     *             "prompt": "Geben Sie einen Token-Namen, ein Symbol, eine Contract-Adresse oder ein Thema ein.",
                     *             "none": "Keine Ergebnisse für „{{q}}“. Prüfen Sie die Schreibweise oder versuchen Sie es mit einem kürzeren Suchbegriff.",
                     *             "groups": {
                     *               "tokens": "Token",
                     *               "news": "News",
                     *               "blog": "Blog",
                     *               "faq": "FAQ",
                     *               "ico": "ICOs",
                     *               "airdrop": "Airdrops",
                     *               "page": "Seiten"
                     *             }
                     *           },
                     *           "suggest": {
                     *             "label": "Vorschläge",
                     *             "tokens": "Token",
                     *             "content": "Artikel und Seiten",
                     *             "none": "Keine Vorschläge",
                     *             "seeAll": "Alle Ergebnisse für „{{q}}“",
                     *             "loading": "Suche läuft…",
                     *             "moreChains": "+{{count}} weitere"
                     *           },
                     *           "footer": {
                     *             "about": "TokenAtlas"
                     *           },
                     *           "pages": {
                     *             "about-us": "Über uns",
                     *             "roadmap": "Roadmap",
                     *             "contacts": "Kontakt",
                     *             "listings": "Listing beantragen",
                     *             "privacy-policy": "Datenschutzerklärung",
                     *             "terms-and-conditions": "Nutzungsbedingungen",
                     *             "community-rules": "Community-Regeln",
                     *             "announcements-updates": "Ankündigungen und Updates",
                     *             "warning-about-scammers": "Vorsicht vor Betrügern"
                     *           },
                     *           "forms": {
                     *             "contactTitle": "Schreiben Sie uns",
                     *             "listingTitle": "Listing beantragen",
                     *             "name": "Ihr Name",
                     *             "email": "Ihre E-Mail-Adresse",
                     *             "topic": "Thema",
                     *             "topics": {
                     *               "general": "Allgemeine Frage",
                     *               "partnership": "Partnerschaft",
                     *               "press": "Presse",
                     *               "bug": "Problem melden",
                     *               "other": "Sonstiges"
                     *             },
                     *             "message": "Nachricht",
                     *             "messageHint": "Mindestens 10 Zeichen. Bei einem Problem geben Sie bitte die Adresse der Seite an und beschreiben Sie, was Sie gesehen haben.",
                     *             "projectName": "Projektname",
                     *             "chain": "Blockchain",
                     *             "chooseChain": "Blockchain auswählen",
                     *             "address": "Contract-Adresse",
                     *             "addressHint": "Die Contract-Adresse des Tokens: 0x, gefolgt von 40 Hexadezimalzeichen.",
                     *             "website": "Website des Projekts",
                     *             "notes": "Was sollten wir sonst noch wissen? (optional)",
                     *             "send": "Nachricht senden",
                     *             "sendListing": "Anfrage senden",
                     *             "sent": "Vielen Dank! Ihre Nachricht ist bei unserem Team eingegangen. In der Regel antworten wir innerhalb von zwei Werktagen.",
                     *             "listingSent": "Vielen Dank! Wir prüfen den Contract und seine Liquidität, in der Regel innerhalb von fünf Werktagen, und antworten Ihnen per E-Mail.",
                     *             "another": "Noch etwas senden"
                     *           },
                     *           "errors": {
                     *             "required": "Füllen Sie dieses Feld aus.",
                     *             "too_short": "Das ist zu kurz.",
                     *             "too_long": "Das ist zu lang.",
                     *             "invalid": "Dieser Wert ist ungültig. Bitte prüfen Sie ihn.",
                     *             "rate_limited": "Sie haben zu viele Nachrichten gesendet. Versuchen Sie es in {{minutes}} Min. erneut.",
                     *             "network": "Keine Verbindung. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
                     *             "generic": "Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal."
                     *           }
                     *         },
                     *         "email": {
                     *           "greeting": "Hallo,",
                     *           "codeLine": "Ihr Code: {{code}}",
                     *           "validFor": "Er ist einmalig und nur in den nächsten 10 Minuten gültig.",
                     *           "notYou": "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code ändert sich nichts.",
                     *           "signature": "Ihr TokenAtlas-Team",
                     *           "register": {
                     *             "subject": "{{code}} ist Ihr Bestätigungscode für TokenAtlas",
                     *             "intro": "Willkommen bei TokenAtlas. Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen und die Registrierung abzuschließen."
                     *           },
                     *           "reset": {
                     *             "subject": "{{code}} ist Ihr Code zum Zurücksetzen Ihres TokenAtlas-Passworts",
                     *             "intro": "Jemand hat angefordert, das Passwort Ihres TokenAtlas-Kontos zurückzusetzen. Geben Sie diesen Code ein, um ein neues Passwort festzulegen."
                     *           },
                     *           "email_change": {
                     *             "subject": "{{code}} bestätigt Ihre neue E-Mail-Adresse bei TokenAtlas",
                     *             "intro": "Geben Sie diesen Code ein, um diese Adresse als E-Mail-Adresse Ihres TokenAtlas-Kontos festzulegen."
                     *           },
                     *           "two_factor_enable": {
                     *             "subject": "{{code}} aktiviert die Zwei-Faktor-Anmeldung bei TokenAtlas",
                     *             "intro": "Geben Sie diesen Code zusammen mit dem Code aus Ihrer Authenticator-App ein, um die Zwei-Faktor-Anmeldung zu aktivieren."
                     *           },
                     *           "sign_in": {
                     *             "subject": "{{code}} ist Ihr Anmeldecode für TokenAtlas",
                     *             "intro": "Für Ihr TokenAtlas-Konto wurde mehrfach ein falsches Passwort eingegeben. Um sich jetzt anzumelden, geben Sie diesen Code zusammen mit Ihrem Passwort ein. Ohne …"
                     *           },
                     *           "accountExists": {
                     *             "subject": "Jemand wollte sich mit Ihrer Adresse bei TokenAtlas registrieren",
                     *             "text": "Jemand hat versucht, sich mit dieser Adresse bei TokenAtlas zu registrieren, zu der bereits ein Konto gehört. Wenn Sie das waren, melden Sie sich an oder setzen…"
                     *           },
                     *           "addressInUse": {
                     *             "subject": "Jemand wollte Ihre Adresse einem anderen TokenAtlas-Konto hinzufügen",
                     *             "text": "Jemand hat versucht, diese Adresse zur E-Mail-Adresse eines anderen TokenAtlas-Kontos zu machen. Sie bleibt bei Ihrem Konto, und es hat sich nichts geändert. We…"
                     *           },
                     *           "notice": {
                     *             "password": "Das Passwort Ihres TokenAtlas-Kontos wurde geändert.",
                     *             "email": "Die E-Mail-Adresse Ihres TokenAtlas-Kontos wurde in {{email}} geändert.",
                     *             "twoFactorOn": "Die Zwei-Faktor-Anmeldung wurde für Ihr TokenAtlas-Konto aktiviert.",
                     *             "twoFactorOff": "Die Zwei-Faktor-Anmeldung wurde für Ihr TokenAtlas-Konto deaktiviert.",
                     *             "tokenCreated": "Für Ihr TokenAtlas-Konto wurde ein API-Token namens „{{name}}“ erstellt.",
                     *             "tokenRevoked": "Das API-Token „{{name}}“ Ihres TokenAtlas-Kontos wurde widerrufen.",
                     *             "notYou": "Wenn Sie das nicht waren, setzen Sie jetzt Ihr Passwort zurück und beenden Sie unbekannte Sitzungen in Ihrem Konto."
                     *           }
                     *         },
                     *         "home": {
                     *           "title": "TokenAtlas: Kurse, Charts und Marktdaten für Krypto-Token",
                     *           "description": "Krypto-Token über alle Blockchains im Blick: Trends, Top-Gewinner und -Verlierer, neu gelistete und neu verifizierte Projekte – mit Quelle und Alter jeder Kennz…",
                     *           "h1": "Krypto-Marktüberblick",
                     *           "lead": "{{tokens}} Token auf {{chains}} Blockchains, mit Quelle und Alter jeder Kennzahl.",
                     *           "seeAll": "Alle anzeigen",
                     *           "searchPlaceholder": "Nach Name, Symbol oder Contract-Adresse suchen",
                     *           "search": "Suchen"
                     *         },
                     *         "lists": {
                     *           "trending": {
                     *             "title": "Heute angesagte Kryptowährungen",
                     *             "seoDescription": "Die Krypto-Assets, die gerade am aktivsten gehandelt werden, sortiert nach der Zahl unterschiedlicher Trader und Trades der letzten 24 Stunden.",
                     *             "seoH1": "Kryptowährungen im Trend",
                     *             "intro": "Sortiert nach Handelsaktivität der letzten 24 Stunden: Zahl unterschiedlicher Trader plus ein Zehntel der Trades."
                     *           },
                     *           "newProjects": {
                     *             "title": "Neu verifizierte Krypto-Projekte",
                     *             "seoDescription": "Die zuletzt verifizierten Krypto-Projekte, die neuesten zuerst, mit Kursen, Volumen und Marktkapitalisierung.",
                     *             "seoH1": "Neu verifizierte Projekte",
                     *             "intro": "Projekte, deren Token-Angaben zuletzt verifiziert wurden, die neuesten zuerst."
                     *           },
                     *           "newTokens": {
                     *             "title": "Neue Kryptowährungen: kürzlich gelistete Token",
                     *             "seoDescription": "Die zuletzt gelisteten Krypto-Token, die neuesten zuerst, mit Kursen, 24-Stunden-Änderung und Liquidität.",
                     *             "seoH1": "Neue Kryptowährungen",
                     *             "intro": "Token in der Reihenfolge, in der sie in den Katalog aufgenommen wurden, die neuesten zuerst."
                     *           },
                     *           "gainers": {
                     *             "title": "Die größten Krypto-Gewinner der letzten 24 Stunden",
                     *             "seoDescription": "Krypto-Token mit dem stärksten Kursanstieg in den letzten 24 Stunden.",
                     *             "seoH1": "Top-Krypto-Gewinner",
                     *             "intro": "Token, deren Kurs in den letzten 24 Stunden gestiegen ist, der größte Anstieg zuerst."
                     *           },
                     *           "losers": {
                     *             "title": "Die größten Krypto-Verlierer der letzten 24 Stunden",
                     *             "seoDescription": "Krypto-Token mit dem stärksten Kursrückgang in den letzten 24 Stunden.",
                     *             "seoH1": "Top-Krypto-Verlierer",
                     *             "intro": "Token, deren Kurs in den letzten 24 Stunden gefallen ist, der größte Rückgang zuerst."
                     *           },
                     *           "volume": {
                     *             "title": "Kryptowährungen mit dem höchsten täglichen Handelsvolumen",
                     *             "seoDescription": "Krypto-Token, sortiert nach Handelsvolumen der letzten 24 Stunden.",
                     *             "seoH1": "Höchstes Tagesvolumen",
                     *             "intro": "Token, sortiert nach Handelsvolumen der letzten 24 Stunden."
                     *           },
                     *           "ai": {
                     *             "title": "Ranking nach Token-Analyse",
                     *             "seoDescription": "Token, sortiert nach einem transparenten Analyse-Score aus Momentum, Handelsumschlag, Liquidität und Volatilität.",
                     *             "seoH1": "Ranking nach Token-Analyse",
                     *             "intro": "Sortiert nach dem Token-Analyse-Score, der aus dem Handel jedes einzelnen Tokens berechnet und mit jedem neuen Trade aktualisiert wird: Kursmomentum über 1, 6 u…"
                     *           }
                     *         },
                     *         "market": {
                     *           "side": {
                     *             "buy": "Kauf",
                     *             "sell": "Verkauf"
                     *           },
                     *           "intervals": {
                     *             "1m": "1m",
                     *             "5m": "5m",
                     *             "15m": "15m",
                     *             "1h": "1h",
                     *             "4h": "4h",
                     *             "1d": "1T"
                     *           },
                     *           "ranges": {
                     *             "1d": "24h",
                     *             "7d": "7T",
                     *             "30d": "30T",
                     *             "all": "Alle"
                     *           },
                     *           "windows": {
                     *             "5m": "5 Minuten",
                     *             "1h": "1 Stunde",
                     *             "6h": "6 Stunden",
                     *             "24h": "24 Stunden"
                     *           },
                     *           "chart": {
                     *             "title": "{{pair}}-Chart",
                     *             "interval": "Kerzenintervall",
                     *             "loading": "Live-Marktdaten werden geladen …",
                     *             "empty": "In diesem Zeitraum gab es noch keine Trades.",
                     *             "failed": "Der Chart konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.",
                     *             "range": "Zeitraum",
                     *             "line": "Linie",
                     *             "lineTitle": "Linie durch die Schlusskurse",
                     *             "log": "Log",
                     *             "logTitle": "Logarithmische Preisskala"
                     *           },
                     *           "marks": {
                     *             "title": "Kauf- und Verkaufsmarkierungen ({{count}})",
                     *             "limitDesktop": "Markieren Sie Trades im Chart: auf einem großen Bildschirm bis zu {{limit}} Käufe und {{limit}} Verkäufe. Die Markierungen bleiben in diesem Browser gespeichert…",
                     *             "limitMobile": "Markieren Sie Trades im Chart: auf einem kleinen Bildschirm bis zu {{limit}} Käufe und {{limit}} Verkäufe. Die Markierungen bleiben in diesem Browser gespeicher…",
                     *             "buys": "Käufe ({{count}} von {{limit}})",
                     *             "sells": "Verkäufe ({{count}} von {{limit}})",
                     *             "none": "Noch keine.",
                     *             "remove": "Entfernen",
                     *             "removeLabel": "Markierung vom {{time}} entfernen",
                     *             "side": "Art",
                     *             "time": "Datum und Uhrzeit",
                     *             "price": "Preis in USD",
                     *             "add": "Markierung hinzufügen",
                     *             "added": "Markierung „{{side}}“ zum Chart hinzugefügt.",
                     *             "duplicate": "Dieser Trade ist bereits markiert.",
                     *             "fullDesktop": "Sie haben bereits {{limit}} Markierungen vom Typ „{{side}}“ im Chart für große Bildschirme; diese wurde nicht hinzugefügt.",
                     *             "fullMobile": "Sie haben bereits {{limit}} Markierungen vom Typ „{{side}}“ im Chart für kleine Bildschirme; diese wurde nicht hinzugefügt.",
                     *             "errors": {
                     *               "time": "Geben Sie Datum und Uhrzeit ein.",
                     *               "future": "Der Zeitpunkt darf nicht in der Zukunft liegen.",
                     *               "price": "Geben Sie einen Preis über null ein, zum Beispiel 0,0042."
                     *             }
                     *           },
                     *           "trades": {
                     *             "title": "Letzte Trades",
                     *             "loading": "Warten auf Trades …",
                     *             "empty": "Noch keine Trades.",
                     *             "time": "Zeit",
                     *             "type": "Typ",
                     *             "price": "Preis",
                     *             "amount": "Menge",
                     *             "value": "Wert",
                     *             "trader": "Trader",
                     *             "markColumn": "Im Chart markieren",
                     *             "mark": "Markieren",
                     *             "markLabel": "Diesen Trade ({{side}}, {{time}}) im Chart markieren",
                     *             "older": "Ältere Trades anzeigen",
                     *             "loadingOlder": "Wird geladen …"
                     *           },
                     *           "stats": {
                     *             "title": "Paarstatistik",
                     *             "window": "Statistikzeitraum",
                     *             "buys": "Käufe",
                     *             "sells": "Verkäufe",
                     *             "buyers": "Käufer",
                     *             "sellers": "Verkäufer",
                     *             "buyVolume": "Kaufvolumen",
                     *             "sellVolume": "Verkaufsvolumen",
                     *             "volume": "Volumen"
                     *           },
                     *           "pair": {
                     *             "dex": "Börse",
                     *             "liquidity": "Liquidität",
                     *             "reserves": "Reserven",
                     *             "fdv": "Vollständig verwässerter Wert",
                     *             "marketCap": "Marktkapitalisierung"
                     *           },
                     *           "score": {
                     *             "title": "Token-Analyse-Score",
                     *             "explain": "Eine veröffentlichte Formel, berechnet allein aus dem Handel dieses Paares und mit jedem neuen Trade aktualisiert: Kursmomentum über 1, 6 und 24 Stunden (35 %),…"
                     *           },
                     *           "exchange": {
                     *             "title": "{{base}}/{{quote}} auf {{exchange}}: Live-Chart und Trades",
                     *             "seoDescription": "Live-Markt {{base}}/{{quote}} auf {{exchange}}: Kerzenchart von 1 Minute bis 1 Tag, jeder Trade in Echtzeit, Kursänderung und Handelsstatistiken.",
                     *             "h1": "{{base}}/{{quote}} auf {{exchange}}",
                     *             "subtitle": "{{symbol}}-Spotmarkt auf {{exchange}}: Kerzen, Trades und Statistiken in Echtzeit."
                     *           }
                     *         },
                     *         "security": {
                     *           "heading": "Sicherheit",
                     *           "reauth": {
                     *             "heading": "Bestätigen Sie Ihre Identität",
                     *             "intro": "Geben Sie Ihr Passwort ein, um die Sicherheitseinstellungen zu ändern. In den nächsten 10 Minuten werden Sie nicht erneut gefragt.",
                     *             "totpIntro": "Geben Sie jetzt den Code aus Ihrer Authenticator-App ein.",
                     *             "submit": "Weiter"
                     *           },
                     *           "email": {
                     *             "heading": "E-Mail-Adresse",
                     *             "current": "Aktuelle Adresse: {{email}}",
                     *             "new": "Neue E-Mail-Adresse",
                     *             "send": "Code an die neue Adresse senden",
                     *             "codeIntro": "Wir haben eine E-Mail an {{email}} gesendet. Wenn kein anderes Konto die Adresse nutzt, enthält sie einen sechsstelligen Code: Geben Sie ihn ein, um Ihr Konto a…",
                     *             "confirm": "E-Mail-Adresse ändern",
                     *             "changed": "Ihre E-Mail-Adresse lautet jetzt {{email}}."
                     *           },
                     *           "twoFactor": {
                     *             "heading": "Zwei-Faktor-Anmeldung",
                     *             "on": "Aktiviert: Bei der Anmeldung wird ein Code aus Ihrer Authenticator-App abgefragt.",
                     *             "off": "Deaktiviert: Bei der Anmeldung wird nur Ihr Passwort abgefragt.",
                     *             "setUp": "Zwei-Faktor-Anmeldung einrichten",
                     *             "scan": "Scannen Sie diesen QR-Code mit einer Authenticator-App (zum Beispiel Google Authenticator, Microsoft Authenticator oder 1Password) oder geben Sie den Schlüssel …",
                     *             "qrAlt": "QR-Code für Ihre Authenticator-App",
                     *             "key": "Schlüssel",
                     *             "sendCode": "Bestätigungscode per E-Mail senden",
                     *             "codeSent": "Ein Code ist an {{email}} unterwegs.",
                     *             "appCode": "Code aus der App",
                     *             "emailCode": "Code aus der E-Mail",
                     *             "enable": "Aktivieren",
                     *             "enabled": "Die Zwei-Faktor-Anmeldung ist aktiviert. Ihre anderen Sitzungen wurden abgemeldet.",
                     *             "disable": "Deaktivieren",
                     *             "disableConfirm": "Zwei-Faktor-Anmeldung deaktivieren? Ihr Konto ist dann nur noch durch das Passwort geschützt.",
                     *             "disabled": "Die Zwei-Faktor-Anmeldung ist deaktiviert."
                     *           },
                     *           "tokens": {
                     *             "heading": "API-Token",
                     *             "intro": "Programme können die TokenAtlas-API in Ihrem Namen aufrufen, mit einem Token im Header Authorization: Bearer. Widerrufen können Sie einen Token in der Liste der…",
                     *             "name": "Name des Tokens",
                     *             "create": "Token erstellen",
                     *             "created": "Kopieren Sie diesen Token jetzt: Er wird nur einmal angezeigt.",
                     *             "copy": "Token kopieren"
                     *           },
                     *           "errors": {
                     *             "reauth_required": "Bestätigen Sie zuerst Ihr Passwort.",
                     *             "email_taken": "Diese Adresse gehört bereits zu einem Konto.",
                     *             "totp_already_on": "Die Zwei-Faktor-Anmeldung ist bereits aktiviert.",
                     *             "token_name_invalid": "Geben Sie dem Token einen Namen mit 1 bis 60 Zeichen.",
                     *             "api_tokens_full": "Sie haben bereits 10 API-Token. Widerrufen Sie einen, um einen neuen zu erstellen.",
                     *             "google_needs_password": "Ihr Konto hat noch kein Passwort. Legen Sie über „Passwort vergessen?“ auf der Anmeldeseite eines fest, bevor Sie die Verknüpfung mit Google aufheben."
                     *           },
                     *           "google": {
                     *             "heading": "Anmeldung mit Google",
                     *             "linked": "Verknüpft: Sie können sich mit Ihrem Google-Konto anmelden.",
                     *             "unlinked": "Nicht verknüpft: Verknüpfen Sie Ihr Google-Konto, um sich damit anzumelden.",
                     *             "link": "Google-Konto verknüpfen",
                     *             "unlink": "Verknüpfung mit Google aufheben",
                     *             "unlinkConfirm": "Verknüpfung mit Ihrem Google-Konto aufheben? Sie melden sich dann mit E-Mail-Adresse und Passwort an.",
                     *             "unlinkedDone": "Die Verknüpfung mit Google wurde aufgehoben.",
                     *             "linkedDone": "Ihr Google-Konto ist verknüpft.",
                     *             "needsPassword": "Ihr Konto hat noch kein Passwort. Legen Sie über „Passwort vergessen?“ auf der Anmeldeseite eines fest, bevor Sie die Verknüpfung mit Google aufheben."
                     *           }
                     *         },
                     *         "shell": {
                     *           "notifications": "Benachrichtigungen",
                     *           "close": "Schließen",
                     *           "copied": "In die Zwischenablage kopiert",
                     *           "copyFailed": "Kopieren in die Zwischenablage fehlgeschlagen",
                     *           "ok": "OK",
                     *           "cancel": "Abbrechen",
                     *           "newVersion": "Eine neue Version ist verfügbar",
                     *           "reload": "Neu laden",
                     *           "more": "+{{count}} weitere",
                     *           "showFewer": "Weniger anzeigen",
                     *           "closeAll": "Alle schließen",
                     *           "repeated": "{{count}}-mal angezeigt"
                     *         },
                     *         "tags": {
                     *           "types": {
                     *             "category": {
                     *               "name": "Kategorie",
                     *               "title": "Krypto-Kategorien",
                     *               "description": "Welche Art von Asset ein Token ist, etwa ein Stablecoin, ein Wrapped Coin oder ein Governance-Token."
                     *             },
                     *             "industry": {
                     *               "name": "Branche",
                     *               "title": "Krypto-Branchen",
                     *               "description": "Der Sektor, in dem das Projekt oder der Emittent eines Tokens tätig ist, etwa dezentrale Börsen, Gaming oder Halbleiter."
                     *             },
                     *             "algorithm": {
                     *               "name": "Konsens",
                     *               "title": "Konsensalgorithmen",
                     *               "description": "Wie sich die Blockchain eines Tokens auf neue Blöcke einigt oder wie sie Transaktionen über eine andere Chain abwickelt."
                     *             }
                     *           },
                     *           "category": {
                     *             "stablecoin": {
                     *               "name": "Stablecoins",
                     *               "description": "Ein Token, der einen stabilen Wert gegenüber einer Fiatwährung wie dem US-Dollar oder dem Euro halten soll."
                     *             },
                     *             "wrapped": {
                     *               "name": "Wrapped Token",
                     *               "description": "Ein Token, der einen anderen Vermögenswert im Verhältnis 1:1 abbildet, etwa Wrapped Ether oder Wrapped Bitcoin, damit er als Standard-Token nutzbar ist."
                     *             },
                     *             "bridged": {
                     *               "name": "Gebridgte Token",
                     *               "description": "Die Kopie eines Tokens von einer anderen Blockchain, die über eine Bridge übertragen wurde und gegen das Original eingelöst werden kann."
                     *             },
                     *             "liquid-staking": {
                     *               "name": "Liquid Staking",
                     *               "description": "Ein Token für gestakte Coins: Inhaber erhalten weiter Staking-Rewards, während der Token handelbar bleibt."
                     *             },
                     *             "commodity-backed": {
                     *               "name": "Rohstoffgedeckte Token",
                     *               "description": "Ein Token, der an einen physischen Rohstoff wie Gold, Silber oder Öl gekoppelt ist."
                     *             },
                     *             "meme": {
                     *               "name": "Memecoins",
                     *               "description": "Ein von der Community getragener Token, dessen Reiz vor allem aus der Internetkultur statt aus einem Produkt kommt."
                     *             },
                     *             "etf": {
                     *               "name": "Tokenisierte ETFs",
                     *               "description": "Ein Token, der Anteile an einem börsengehandelten Fonds (ETF) oder Trust abbildet."
                     *             },
                     *             "tokenized-stock": {
                     *               "name": "Tokenisierte Aktien",
                     *               "description": "Ein Token, der die Aktien eines börsennotierten Unternehmens abbildet."
                     *             },
                     *             "layer-1-asset": {
                     *               "name": "Layer-1-Assets",
                     *               "description": "Ein Token, der den nativen Coin einer Basis-Blockchain repräsentiert, etwa Bitcoin, Ether, SOL oder XRP."
                     *             },
                     *             "exchange-token": {
                     *               "name": "Börsen-Token",
                     *               "description": "Ein von einer Kryptobörse ausgegebener Token, der oft Gebührenrabatte bietet oder auf der eigenen Chain der Börse genutzt wird."
                     *             },
                     *             "governance": {
                     *               "name": "Governance-Token",
                     *               "description": "Ein Token, mit dem Inhaber darüber abstimmen, wie ein Protokoll oder eine DAO geführt wird."
                     *             },
                     *             "utility": {
                     *               "name": "Utility-Token",
                     *               "description": "Ein Token, der in einer bestimmten Anwendung oder einem Netzwerk genutzt wird und in keine der spezielleren Kategorien passt."
                     *             }
                     *           },
                     *           "industry": {
                     *             "dex": {
                     *               "name": "Dezentrale Börsen",
                     *               "description": "Projekte, mit denen sich Token direkt on-chain tauschen lassen, ohne zentralen Betreiber."
                     *             },
                     *             "lending": {
                     *               "name": "Kreditvergabe",
                     *               "description": "Protokolle zum Leihen und Verleihen von Krypto-Assets, darunter Emittenten besicherter Stablecoins und Kreditmärkte."
                     *             },
                     *             "derivatives": {
                     *               "name": "Derivate",
                     *               "description": "On-chain gehandelte Perpetual Futures, Optionen und synthetische Assets."
                     *             },
                     *             "yield": {
                     *               "name": "Rendite",
                     *               "description": "Vaults und Strategien, die Einlagen automatisch einsetzen, um Rendite zu erzielen."
                     *             },
                     *             "staking": {
                     *               "name": "Staking",
                     *               "description": "Liquid-Staking- und Restaking-Protokolle, die Proof-of-Stake-Netzwerke für ihre Nutzer absichern."
                     *             },
                     *             "defi": {
                     *               "name": "DeFi",
                     *               "description": "Dezentrale Finanzen: Finanzdienstleistungen, die Smart Contracts statt Banken oder Broker erbringen."
                     *             },
                     *             "oracle": {
                     *               "name": "Orakel",
                     *               "description": "Netzwerke, die Off-Chain-Daten wie Preise auf Blockchains bringen."
                     *             },
                     *             "interoperability": {
                     *               "name": "Interoperabilität",
                     *               "description": "Bridges und Messaging-Protokolle, die Token und Daten zwischen Blockchains übertragen."
                     *             },
                     *             "layer-2": {
                     *               "name": "Layer 2 und Skalierung",
                     *               "description": "Netzwerke, die eine Basis-Blockchain skalieren, etwa Rollups, Sidechains und die zugehörigen Tools."
                     *             },
                     *             "gaming": {
                     *               "name": "Gaming",
                     *               "description": "Blockchain-Spiele sowie die Plattformen und Gilden rund um sie."
                     *             },
                     *             "metaverse": {
                     *               "name": "Metaverse",
                     *               "description": "Virtuelle Welten, in denen Grundstücke, Gegenstände und Avatare on-chain im Besitz der Nutzer sind."
                     *             },
                     *             "nft": {
                     *               "name": "NFTs",
                     *               "description": "Marktplätze, Kollektionen und Tools für Non-Fungible Tokens."
                     *             },
                     *             "ai": {
                     *               "name": "Künstliche Intelligenz",
                     *               "description": "Projekte, die KI-Modelle und -Agenten entwickeln, trainieren, betreiben oder handeln."
                     *             },
                     *             "data": {
                     *               "name": "Daten und Analyse",
                     *               "description": "Dienste für Indexierung, Abfrage und Analyse von Blockchain- und Off-Chain-Daten."
                     *             },
                     *             "storage": {
                     *               "name": "Speicher",
                     *               "description": "Dezentrale Netzwerke zum Speichern von Dateien und Daten."
                     *             },
                     *             "depin": {
                     *               "name": "DePIN",
                     *               "description": "Dezentrale physische Infrastruktur: Netzwerke aus Computern, GPUs, Sensoren oder Funkgeräten, die von ihren Token-Inhabern betrieben werden."
                     *             },
                     *             "infrastructure": {
                     *               "name": "Infrastruktur",
                     *               "description": "Entwickler-Tools, Wallets, Node-Dienste und Beweissysteme, auf denen andere Blockchain-Projekte aufbauen."
                     *             },
                     *             "privacy": {
                     *               "name": "Privatsphäre",
                     *               "description": "Projekte, die die Vertraulichkeit von Transaktionen, Nachrichten oder Daten schützen."
                     *             },
                     *             "identity": {
                     *               "name": "Identität",
                     *               "description": "Namen, Nachweise und Belege für echtes Menschsein (Proof of Personhood) auf der Blockchain."
                     *             },
                     *             "payments": {
                     *               "name": "Zahlungen",
                     *               "description": "Projekte rund um Geldüberweisungen und das Bezahlen von Waren und Dienstleistungen."
                     *             },
                     *             "social": {
                     *               "name": "Soziale Netzwerke",
                     *               "description": "Soziale Netzwerke, Messaging- und Community-Plattformen auf Blockchain-Basis."
                     *             },
                     *             "media": {
                     *               "name": "Medien und Creator",
                     *               "description": "Musik-, Video-, Werbe- und Creator-Plattformen, die Token nutzen."
                     *             },
                     *             "real-world-assets": {
                     *               "name": "Real-World-Assets",
                     *               "description": "Projekte, die Off-Chain-Vermögenswerte wie Kredite, Staatsanleihen, Immobilien oder Rohstoffe auf die Blockchain bringen."
                     *             },
                     *             "prediction-markets": {
                     *               "name": "Prognosemärkte",
                     *               "description": "Märkte, auf denen auf den Ausgang künftiger Ereignisse gehandelt wird."
                     *             },
                     *             "launchpad": {
                     *               "name": "Launchpads und Finanzierung",
                     *               "description": "Plattformen, die neuen Projekten helfen, Kapital einzusammeln und Token auf den Markt zu bringen."
                     *             },
                     *             "security": {
                     *               "name": "Sicherheit",
                     *               "description": "Audits, Bug-Bounties und Bedrohungsüberwachung für Smart Contracts und Netzwerke."
                     *             },
                     *             "semiconductors": {
                     *               "name": "Halbleiter",
                     *               "description": "Unternehmen und Fonds, die Chips und Speicher entwickeln oder herstellen oder Anlagen für deren Produktion liefern."
                     *             },
                     *             "software": {
                     *               "name": "Software und Cloud",
                     *               "description": "Unternehmen und Fonds, die Software, Cloud-Dienste und Cybersicherheit verkaufen."
                     *             },
                     *             "quantum-computing": {
                     *               "name": "Quantencomputing",
                     *               "description": "Unternehmen, die Quantencomputer und Quantentechnologie entwickeln."
                     *             },
                     *             "aerospace-defense": {
                     *               "name": "Luft- und Raumfahrt, Verteidigung",
                     *               "description": "Unternehmen, die Flugzeuge, Raumfahrzeuge, Satelliten und Verteidigungssysteme bauen."
                     *             },
                     *             "energy": {
                     *               "name": "Energie",
                     *               "description": "Unternehmen und Fonds aus Stromerzeugung, Kernkraft, Solarenergie, Öl und Netztechnik."
                     *             },
                     *             "healthcare": {
                     *               "name": "Gesundheitswesen",
                     *               "description": "Pharma-, Biotech- und Krankenversicherungsunternehmen."
                     *             },
                     *             "hardware": {
                     *               "name": "Hardware und Netzwerke",
                     *               "description": "Unternehmen, die Server, Computer, Netzwerktechnik, optische Komponenten und Elektronik herstellen."
                     *             },
                     *             "data-centers": {
                     *               "name": "Rechenzentren und Mining",
                     *               "description": "Unternehmen, die Rechenzentren für KI-Rechenleistung betreiben oder Bitcoin minen, oft beides."
                     *             },
                     *             "fintech": {
                     *               "name": "Fintech",
                     *               "description": "Börsennotierte Fintech-Unternehmen, Broker und Kryptounternehmen."
                     *             },
                     *             "consumer": {
                     *               "name": "Konsum",
                     *               "description": "Unternehmen aus den Bereichen Konsumgüter, Einzelhandel, Unterhaltung, Fahrzeuge und Internetdienste."
                     *             }
                     *           },
                     *           "algorithm": {
                     *             "proof-of-stake": {
                     *               "name": "Proof of Stake",
                     *               "description": "Validatoren hinterlegen den Coin der Chain als Sicherheit, um Blöcke vorzuschlagen und zu bestätigen."
                     *             },
                     *             "proof-of-staked-authority": {
                     *               "name": "Proof of Staked Authority",
                     *               "description": "Eine kleine, nach Stake gewählte Gruppe von Validatoren erzeugt abwechselnd die Blöcke."
                     *             },
                     *             "avalanche-consensus": {
                     *               "name": "Avalanche-Konsens",
                     *               "description": "Validatoren mit Stake einigen sich, indem sie wiederholt kleine, zufällig gewählte Gruppen anderer Validatoren befragen."
                     *             },
                     *             "bft-proof-of-stake": {
                     *               "name": "BFT-Proof-of-Stake",
                     *               "description": "Validatoren mit Stake finalisieren jeden Block über ein byzantinisch fehlertolerantes Abstimmungsprotokoll."
                     *             },
                     *             "optimistic-rollup": {
                     *               "name": "Optimistic Rollup",
                     *               "description": "Ein Layer-2-Netzwerk, das seine Transaktionen auf einer anderen Chain veröffentlicht und sie als gültig annimmt, solange kein Fraud Proof das Gegenteil zeigt."
                     *             },
                     *             "zk-rollup": {
                     *               "name": "ZK-Rollup",
                     *               "description": "Ein Layer-2-Netzwerk, das seine Transaktionen zusammen mit Zero-Knowledge-Gültigkeitsbeweisen auf einer anderen Chain veröffentlicht."
                     *             }
                     *           }
                     *         },
                     *         "token": {
                     *           "title": "{{name}} ({{symbol}}): Kurs, Marktkapitalisierung und Contract auf {{chain}}",
                     *           "titleShort": "{{name}} ({{symbol}}): Kurs auf {{chain}}",
                     *           "titleName": "{{name}}: Kurs auf {{chain}}",
                     *           "pairTitle": "{{symbol}}/USD-Paar auf {{chain}}: Kurs und Liquidität",
                     *           "pairTitleShort": "{{symbol}}/USD-Paar auf {{chain}}",
                     *           "pairH1": "{{symbol}}/USD auf {{chain}}",
                     *           "seoDescription": "{{name}} ({{symbol}}) auf {{chain}}: aktueller Kurs, 24-Stunden-Änderung, Handelsvolumen, Marktkapitalisierung, Liquidität, Inhaber und die verifizierte Contrac…",
                     *           "previewNotice": "Vorschau: Diese Seite wird von Suchmaschinen nicht indexiert.",
                     *           "notVerified": "Nicht verifiziert",
                     *           "pairLink": "Paaransicht",
                     *           "tokenLink": "Token-Ansicht",
                     *           "contract": "Contract",
                     *           "copyAddress": "Contract-Adresse kopieren",
                     *           "explorer": "Block-Explorer",
                     *           "market": "Markt",
                     *           "decimals": "Dezimalstellen",
                     *           "tags": "Tags",
                     *           "about": "Über {{name}}",
                     *           "fallbackNotice": "Noch nicht in Ihrer Sprache verfügbar; wird auf Englisch angezeigt.",
                     *           "noDescription": "Dieses Projekt hat noch keine Beschreibung bereitgestellt.",
                     *           "faq": "Häufig gestellte Fragen",
                     *           "nativeCoin": "Nativer Coin",
                     *           "nativeNote": "Die native Währung von {{chain}} hat keinen Contract; Wallets und APIs verwenden für sie diese per Konvention festgelegte Adresse.",
                     *           "alsoOn": "Auch auf anderen Blockchains",
                     *           "alsoOnLead": "{{asset}} ist ein einziges Asset auf {{count}} Blockchains – der Kurs auf jeder ergibt sich aus ihren eigenen Trades.",
                     *           "deploymentFigures": "Diese Zahlen gelten für dieses Deployment; die Listen zeigen {{asset}} als Ganzes.",
                     *           "fdv": "Vollständig verwässerte Bewertung",
                     *           "trades24": "Trades 24 Std.",
                     *           "circulatingSupply": "Umlaufmenge",
                     *           "totalSupply": "Gesamtmenge",
                     *           "change30d": "30 T.",
                     *           "unknown": "Unbekannt",
                     *           "links": "Projektlinks",
                     *           "linkTypes": {
                     *             "website": "Website",
                     *             "chat": "Chat",
                     *             "forum": "Forum"
                     *           },
                     *           "assetSupply": "Umlaufmenge von {{asset}} auf allen Blockchains: {{supply}} ({{source}}),"
                     *         }
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "time": 1795176000000,
                     *           "open": "2",
                     *           "high": "4",
                     *           "low": "1",
                     *           "close": "3",
                     *           "volume": "100.5",
                     *           "trades": 3
                     *         },
                     *         {
                     *           "time": 1795176900000,
                     *           "open": "2",
                     *           "high": "4",
                     *           "low": "1",
                     *           "close": "2.5",
                     *           "volume": "100.5",
                     *           "trades": 3
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "info": null,
                     *         "priceChange": [],
                     *         "tradeStatistic": []
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "1-179517600300000",
                     *           "time": 1795176003000,
                     *           "side": "buy",
                     *           "price": "3",
                     *           "amount": "10",
                     *           "value": "30",
                     *           "trader": "0xabc",
                     *           "txHash": "0x3",
                     *           "tradeId": null
                     *         },
                     *         {
                     *           "id": "1-179517600200000",
                     *           "time": 1795176002000,
                     *           "side": "sell",
                     *           "price": "2",
                     *           "amount": "10",
                     *           "value": "20",
                     *           "trader": "0xabc",
                     *           "txHash": "0x2",
                     *           "tradeId": null
                     *         }
                     *       ]
                     *     }
                     */
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
    listProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1541,
                     *           "image": null,
                     *           "validImage": false,
                     *           "authorized": false,
                     *           "token": {
                     *             "id": 1541,
                     *             "slug": "owned-1541",
                     *             "name": "owned",
                     *             "symbol": "OWNED",
                     *             "chainId": 31337,
                     *             "address": "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
                     *             "image": null
                     *           },
                     *           "state": "draft",
                     *           "reason": null,
                     *           "proof": {
                     *             "method": "signature",
                     *             "address": "0xa008d528B6Fd7428F52Afa4d548E0CB94395fe18",
                     *             "chainId": 31337,
                     *             "provenAt": "2026-11-28T04:13:50.250Z"
                     *           },
                     *           "tags_tmp": [],
                     *           "tags_active_tmp": [],
                     *           "descriptions": [],
                     *           "links": [],
                     *           "faqs": [],
                     *           "readiness": {
                     *             "tags": false,
                     *             "content": false,
                     *             "faqs": false
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The profile is verified: approved by the editors */
                            authorized: boolean;
                            /** @description One per language */
                            descriptions: {
                                body: string;
                                locale: string;
                            }[];
                            faqs: {
                                answer: string;
                                id: number;
                                locale: string;
                                question: string;
                            }[];
                            /** @description The token's id */
                            id: number;
                            /** @description Absolute URL of the owners' logo; null without one. Shown only when `validImage` */
                            image: string | null;
                            links: {
                                type: string;
                                url: string;
                            }[];
                            /** @description How and when the caller proved control of the token */
                            proof: {
                                /** @description The address that signed; null for a website proof */
                                address: string | null;
                                chainId: number | null;
                                /** @enum {string} */
                                method: "signature" | "website";
                                /** @description ISO 8601 in UTC */
                                provenAt: string;
                            };
                            /** @description Which of the menu's three steps are ready */
                            readiness: {
                                /** @description Step 2: at least one description and one link with a url */
                                content: boolean;
                                /** @description Step 3: at least 5 FAQs */
                                faqs: boolean;
                                /** @description Step 1: each tag type proposed, or submitted and not yet active */
                                tags: boolean;
                            };
                            /** @description The editors' reason when `state` is `refused`; null otherwise */
                            reason: string | null;
                            /**
                             * @description The draft's review: edited by the owners, submitted to the editors, approved or refused
                             * @enum {string}
                             */
                            state: "draft" | "submitted" | "approved" | "refused";
                            /** @description Tags submitted for review */
                            tags_active_tmp: {
                                id: number;
                                /** @description Approved by the editors */
                                is_active: boolean;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description Tags proposed in the draft, not yet submitted */
                            tags_tmp: {
                                id: number;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description The catalogue token */
                            token: {
                                address: string;
                                chainId: number;
                                id: number;
                                /** @description Absolute URL of the token's own image; null without one */
                                image: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @description The logo is at least 300×300 px (a logo that fails to load is invalid: 'Failed to load image'); otherwise the token's own image is shown */
                            validImage: boolean;
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
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1541,
                     *         "image": null,
                     *         "validImage": false,
                     *         "authorized": false,
                     *         "token": {
                     *           "id": 1541,
                     *           "slug": "owned-1541",
                     *           "name": "owned",
                     *           "symbol": "OWNED",
                     *           "chainId": 31337,
                     *           "address": "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
                     *           "image": null
                     *         },
                     *         "state": "draft",
                     *         "reason": null,
                     *         "proof": {
                     *           "method": "signature",
                     *           "address": "0xa008d528B6Fd7428F52Afa4d548E0CB94395fe18",
                     *           "chainId": 31337,
                     *           "provenAt": "2026-11-28T04:13:50.250Z"
                     *         },
                     *         "tags_tmp": [],
                     *         "tags_active_tmp": [],
                     *         "descriptions": [],
                     *         "links": [],
                     *         "faqs": [],
                     *         "readiness": {
                     *           "tags": false,
                     *           "content": false,
                     *           "faqs": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The profile is verified: approved by the editors */
                            authorized: boolean;
                            /** @description One per language */
                            descriptions: {
                                body: string;
                                locale: string;
                            }[];
                            faqs: {
                                answer: string;
                                id: number;
                                locale: string;
                                question: string;
                            }[];
                            /** @description The token's id */
                            id: number;
                            /** @description Absolute URL of the owners' logo; null without one. Shown only when `validImage` */
                            image: string | null;
                            links: {
                                type: string;
                                url: string;
                            }[];
                            /** @description How and when the caller proved control of the token */
                            proof: {
                                /** @description The address that signed; null for a website proof */
                                address: string | null;
                                chainId: number | null;
                                /** @enum {string} */
                                method: "signature" | "website";
                                /** @description ISO 8601 in UTC */
                                provenAt: string;
                            };
                            /** @description Which of the menu's three steps are ready */
                            readiness: {
                                /** @description Step 2: at least one description and one link with a url */
                                content: boolean;
                                /** @description Step 3: at least 5 FAQs */
                                faqs: boolean;
                                /** @description Step 1: each tag type proposed, or submitted and not yet active */
                                tags: boolean;
                            };
                            /** @description The editors' reason when `state` is `refused`; null otherwise */
                            reason: string | null;
                            /**
                             * @description The draft's review: edited by the owners, submitted to the editors, approved or refused
                             * @enum {string}
                             */
                            state: "draft" | "submitted" | "approved" | "refused";
                            /** @description Tags submitted for review */
                            tags_active_tmp: {
                                id: number;
                                /** @description Approved by the editors */
                                is_active: boolean;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description Tags proposed in the draft, not yet submitted */
                            tags_tmp: {
                                id: number;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description The catalogue token */
                            token: {
                                address: string;
                                chainId: number;
                                id: number;
                                /** @description Absolute URL of the token's own image; null without one */
                                image: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @description The logo is at least 300×300 px (a logo that fails to load is invalid: 'Failed to load image'); otherwise the token's own image is shown */
                            validImage: boolean;
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
            /** @description No such token among the caller's own */
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
    setProjectContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    descriptions: {
                        body: string;
                        /**
                         * @description A site language code
                         * @enum {string}
                         */
                        locale: "en" | "uk" | "ru" | "de" | "es" | "tr" | "fr" | "it" | "sv" | "pt" | "nl" | "da" | "bg" | "vi" | "fi" | "no" | "sk" | "ro" | "cs" | "pl" | "lt" | "hr" | "sl" | "hu" | "id" | "el" | "zh" | "zh-tw" | "ja" | "ko" | "th" | "hi";
                    }[];
                    links: {
                        /** @enum {string} */
                        type: "website" | "whitepaper" | "x" | "telegram" | "discord" | "github" | "explorer";
                        /** @description An https address */
                        url: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The project with its draft as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1543,
                     *         "image": null,
                     *         "validImage": false,
                     *         "authorized": false,
                     *         "token": {
                     *           "id": 1543,
                     *           "slug": "draft-1543",
                     *           "name": "draft",
                     *           "symbol": "DRAFT",
                     *           "chainId": 31337,
                     *           "address": "0x0165878A594ca255338adfa4d48449f69242Eb8F",
                     *           "image": null
                     *         },
                     *         "state": "draft",
                     *         "reason": null,
                     *         "proof": {
                     *           "method": "signature",
                     *           "address": "0xF44FDD4484472610115912C32fae51cfaE238A76",
                     *           "chainId": 31337,
                     *           "provenAt": "2026-11-28T04:34:37.633Z"
                     *         },
                     *         "tags_tmp": [
                     *           {
                     *             "id": 49,
                     *             "type": "algorithm",
                     *             "slug": "proof-of-stake"
                     *           },
                     *           {
                     *             "id": 1,
                     *             "type": "category",
                     *             "slug": "stablecoin"
                     *           }
                     *         ],
                     *         "tags_active_tmp": [],
                     *         "descriptions": [
                     *           {
                     *             "locale": "de",
                     *             "body": "Ein Token."
                     *           }
                     *         ],
                     *         "links": [
                     *           {
                     *             "type": "website",
                     *             "url": "https://example.org"
                     *           }
                     *         ],
                     *         "faqs": [],
                     *         "readiness": {
                     *           "tags": true,
                     *           "content": true,
                     *           "faqs": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The profile is verified: approved by the editors */
                            authorized: boolean;
                            /** @description One per language */
                            descriptions: {
                                body: string;
                                locale: string;
                            }[];
                            faqs: {
                                answer: string;
                                id: number;
                                locale: string;
                                question: string;
                            }[];
                            /** @description The token's id */
                            id: number;
                            /** @description Absolute URL of the owners' logo; null without one. Shown only when `validImage` */
                            image: string | null;
                            links: {
                                type: string;
                                url: string;
                            }[];
                            /** @description How and when the caller proved control of the token */
                            proof: {
                                /** @description The address that signed; null for a website proof */
                                address: string | null;
                                chainId: number | null;
                                /** @enum {string} */
                                method: "signature" | "website";
                                /** @description ISO 8601 in UTC */
                                provenAt: string;
                            };
                            /** @description Which of the menu's three steps are ready */
                            readiness: {
                                /** @description Step 2: at least one description and one link with a url */
                                content: boolean;
                                /** @description Step 3: at least 5 FAQs */
                                faqs: boolean;
                                /** @description Step 1: each tag type proposed, or submitted and not yet active */
                                tags: boolean;
                            };
                            /** @description The editors' reason when `state` is `refused`; null otherwise */
                            reason: string | null;
                            /**
                             * @description The draft's review: edited by the owners, submitted to the editors, approved or refused
                             * @enum {string}
                             */
                            state: "draft" | "submitted" | "approved" | "refused";
                            /** @description Tags submitted for review */
                            tags_active_tmp: {
                                id: number;
                                /** @description Approved by the editors */
                                is_active: boolean;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description Tags proposed in the draft, not yet submitted */
                            tags_tmp: {
                                id: number;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description The catalogue token */
                            token: {
                                address: string;
                                chainId: number;
                                id: number;
                                /** @description Absolute URL of the token's own image; null without one */
                                image: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @description The logo is at least 300×300 px (a logo that fails to load is invalid: 'Failed to load image'); otherwise the token's own image is shown */
                            validImage: boolean;
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
            /** @description No such token among the caller's own */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input; `link_not_https` on `links.<n>.url`: not an https address; `duplicate_locale` on `descriptions.<n>.locale`: a second description in one language */
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
    setProjectFaqs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    faqs: {
                        answer: string;
                        /**
                         * @description A site language code
                         * @enum {string}
                         */
                        locale: "en" | "uk" | "ru" | "de" | "es" | "tr" | "fr" | "it" | "sv" | "pt" | "nl" | "da" | "bg" | "vi" | "fi" | "no" | "sk" | "ro" | "cs" | "pl" | "lt" | "hr" | "sl" | "hu" | "id" | "el" | "zh" | "zh-tw" | "ja" | "ko" | "th" | "hi";
                        question: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The project with its draft as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1543,
                     *         "image": null,
                     *         "validImage": false,
                     *         "authorized": false,
                     *         "token": {
                     *           "id": 1543,
                     *           "slug": "draft-1543",
                     *           "name": "draft",
                     *           "symbol": "DRAFT",
                     *           "chainId": 31337,
                     *           "address": "0x0165878A594ca255338adfa4d48449f69242Eb8F",
                     *           "image": null
                     *         },
                     *         "state": "draft",
                     *         "reason": null,
                     *         "proof": {
                     *           "method": "signature",
                     *           "address": "0xF44FDD4484472610115912C32fae51cfaE238A76",
                     *           "chainId": 31337,
                     *           "provenAt": "2026-11-28T04:34:37.633Z"
                     *         },
                     *         "tags_tmp": [
                     *           {
                     *             "id": 49,
                     *             "type": "algorithm",
                     *             "slug": "proof-of-stake"
                     *           },
                     *           {
                     *             "id": 1,
                     *             "type": "category",
                     *             "slug": "stablecoin"
                     *           }
                     *         ],
                     *         "tags_active_tmp": [],
                     *         "descriptions": [
                     *           {
                     *             "locale": "de",
                     *             "body": "Ein Token."
                     *           }
                     *         ],
                     *         "links": [
                     *           {
                     *             "type": "website",
                     *             "url": "https://example.org"
                     *           }
                     *         ],
                     *         "faqs": [
                     *           {
                     *             "id": 1,
                     *             "locale": "en",
                     *             "question": "Question 0?",
                     *             "answer": "Answer 0."
                     *           },
                     *           {
                     *             "id": 2,
                     *             "locale": "en",
                     *             "question": "Question 1?",
                     *             "answer": "Answer 1."
                     *           }
                     *         ],
                     *         "readiness": {
                     *           "tags": true,
                     *           "content": true,
                     *           "faqs": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The profile is verified: approved by the editors */
                            authorized: boolean;
                            /** @description One per language */
                            descriptions: {
                                body: string;
                                locale: string;
                            }[];
                            faqs: {
                                answer: string;
                                id: number;
                                locale: string;
                                question: string;
                            }[];
                            /** @description The token's id */
                            id: number;
                            /** @description Absolute URL of the owners' logo; null without one. Shown only when `validImage` */
                            image: string | null;
                            links: {
                                type: string;
                                url: string;
                            }[];
                            /** @description How and when the caller proved control of the token */
                            proof: {
                                /** @description The address that signed; null for a website proof */
                                address: string | null;
                                chainId: number | null;
                                /** @enum {string} */
                                method: "signature" | "website";
                                /** @description ISO 8601 in UTC */
                                provenAt: string;
                            };
                            /** @description Which of the menu's three steps are ready */
                            readiness: {
                                /** @description Step 2: at least one description and one link with a url */
                                content: boolean;
                                /** @description Step 3: at least 5 FAQs */
                                faqs: boolean;
                                /** @description Step 1: each tag type proposed, or submitted and not yet active */
                                tags: boolean;
                            };
                            /** @description The editors' reason when `state` is `refused`; null otherwise */
                            reason: string | null;
                            /**
                             * @description The draft's review: edited by the owners, submitted to the editors, approved or refused
                             * @enum {string}
                             */
                            state: "draft" | "submitted" | "approved" | "refused";
                            /** @description Tags submitted for review */
                            tags_active_tmp: {
                                id: number;
                                /** @description Approved by the editors */
                                is_active: boolean;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description Tags proposed in the draft, not yet submitted */
                            tags_tmp: {
                                id: number;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description The catalogue token */
                            token: {
                                address: string;
                                chainId: number;
                                id: number;
                                /** @description Absolute URL of the token's own image; null without one */
                                image: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @description The logo is at least 300×300 px (a logo that fails to load is invalid: 'Failed to load image'); otherwise the token's own image is shown */
                            validImage: boolean;
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
            /** @description No such token among the caller's own */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
    submitProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project with its draft as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1543,
                     *         "image": null,
                     *         "validImage": false,
                     *         "authorized": false,
                     *         "token": {
                     *           "id": 1543,
                     *           "slug": "draft-1543",
                     *           "name": "draft",
                     *           "symbol": "DRAFT",
                     *           "chainId": 31337,
                     *           "address": "0x0165878A594ca255338adfa4d48449f69242Eb8F",
                     *           "image": null
                     *         },
                     *         "state": "submitted",
                     *         "reason": null,
                     *         "proof": {
                     *           "method": "signature",
                     *           "address": "0xF44FDD4484472610115912C32fae51cfaE238A76",
                     *           "chainId": 31337,
                     *           "provenAt": "2026-11-28T04:34:37.633Z"
                     *         },
                     *         "tags_tmp": [],
                     *         "tags_active_tmp": [
                     *           {
                     *             "id": 49,
                     *             "type": "algorithm",
                     *             "slug": "proof-of-stake",
                     *             "is_active": false
                     *           },
                     *           {
                     *             "id": 1,
                     *             "type": "category",
                     *             "slug": "stablecoin",
                     *             "is_active": false
                     *           }
                     *         ],
                     *         "descriptions": [
                     *           {
                     *             "locale": "de",
                     *             "body": "Ein Token."
                     *           }
                     *         ],
                     *         "links": [
                     *           {
                     *             "type": "website",
                     *             "url": "https://example.org"
                     *           }
                     *         ],
                     *         "faqs": [
                     *           {
                     *             "id": 5,
                     *             "locale": "en",
                     *             "question": "Question 0?",
                     *             "answer": "Answer 0."
                     *           },
                     *           {
                     *             "id": 6,
                     *             "locale": "en",
                     *             "question": "Question 1?",
                     *             "answer": "Answer 1."
                     *           }
                     *         ],
                     *         "readiness": {
                     *           "tags": true,
                     *           "content": true,
                     *           "faqs": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The profile is verified: approved by the editors */
                            authorized: boolean;
                            /** @description One per language */
                            descriptions: {
                                body: string;
                                locale: string;
                            }[];
                            faqs: {
                                answer: string;
                                id: number;
                                locale: string;
                                question: string;
                            }[];
                            /** @description The token's id */
                            id: number;
                            /** @description Absolute URL of the owners' logo; null without one. Shown only when `validImage` */
                            image: string | null;
                            links: {
                                type: string;
                                url: string;
                            }[];
                            /** @description How and when the caller proved control of the token */
                            proof: {
                                /** @description The address that signed; null for a website proof */
                                address: string | null;
                                chainId: number | null;
                                /** @enum {string} */
                                method: "signature" | "website";
                                /** @description ISO 8601 in UTC */
                                provenAt: string;
                            };
                            /** @description Which of the menu's three steps are ready */
                            readiness: {
                                /** @description Step 2: at least one description and one link with a url */
                                content: boolean;
                                /** @description Step 3: at least 5 FAQs */
                                faqs: boolean;
                                /** @description Step 1: each tag type proposed, or submitted and not yet active */
                                tags: boolean;
                            };
                            /** @description The editors' reason when `state` is `refused`; null otherwise */
                            reason: string | null;
                            /**
                             * @description The draft's review: edited by the owners, submitted to the editors, approved or refused
                             * @enum {string}
                             */
                            state: "draft" | "submitted" | "approved" | "refused";
                            /** @description Tags submitted for review */
                            tags_active_tmp: {
                                id: number;
                                /** @description Approved by the editors */
                                is_active: boolean;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description Tags proposed in the draft, not yet submitted */
                            tags_tmp: {
                                id: number;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description The catalogue token */
                            token: {
                                address: string;
                                chainId: number;
                                id: number;
                                /** @description Absolute URL of the token's own image; null without one */
                                image: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @description The logo is at least 300×300 px (a logo that fails to load is invalid: 'Failed to load image'); otherwise the token's own image is shown */
                            validImage: boolean;
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
            /** @description No such token among the caller's own */
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
            /** @description Invalid input; `step_not_ready` on `tags`, `content` or `faqs`: that step is not ready (e.g. fewer than 5 FAQs) */
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
    setProjectTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids of catalogue tags (`GET /api/tags`) */
                    tagIds: number[];
                };
            };
        };
        responses: {
            /** @description The project with its draft as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1543,
                     *         "image": null,
                     *         "validImage": false,
                     *         "authorized": false,
                     *         "token": {
                     *           "id": 1543,
                     *           "slug": "draft-1543",
                     *           "name": "draft",
                     *           "symbol": "DRAFT",
                     *           "chainId": 31337,
                     *           "address": "0x0165878A594ca255338adfa4d48449f69242Eb8F",
                     *           "image": null
                     *         },
                     *         "state": "draft",
                     *         "reason": null,
                     *         "proof": {
                     *           "method": "signature",
                     *           "address": "0xF44FDD4484472610115912C32fae51cfaE238A76",
                     *           "chainId": 31337,
                     *           "provenAt": "2026-11-28T04:34:37.633Z"
                     *         },
                     *         "tags_tmp": [
                     *           {
                     *             "id": 49,
                     *             "type": "algorithm",
                     *             "slug": "proof-of-stake"
                     *           },
                     *           {
                     *             "id": 1,
                     *             "type": "category",
                     *             "slug": "stablecoin"
                     *           }
                     *         ],
                     *         "tags_active_tmp": [],
                     *         "descriptions": [],
                     *         "links": [],
                     *         "faqs": [],
                     *         "readiness": {
                     *           "tags": true,
                     *           "content": false,
                     *           "faqs": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The profile is verified: approved by the editors */
                            authorized: boolean;
                            /** @description One per language */
                            descriptions: {
                                body: string;
                                locale: string;
                            }[];
                            faqs: {
                                answer: string;
                                id: number;
                                locale: string;
                                question: string;
                            }[];
                            /** @description The token's id */
                            id: number;
                            /** @description Absolute URL of the owners' logo; null without one. Shown only when `validImage` */
                            image: string | null;
                            links: {
                                type: string;
                                url: string;
                            }[];
                            /** @description How and when the caller proved control of the token */
                            proof: {
                                /** @description The address that signed; null for a website proof */
                                address: string | null;
                                chainId: number | null;
                                /** @enum {string} */
                                method: "signature" | "website";
                                /** @description ISO 8601 in UTC */
                                provenAt: string;
                            };
                            /** @description Which of the menu's three steps are ready */
                            readiness: {
                                /** @description Step 2: at least one description and one link with a url */
                                content: boolean;
                                /** @description Step 3: at least 5 FAQs */
                                faqs: boolean;
                                /** @description Step 1: each tag type proposed, or submitted and not yet active */
                                tags: boolean;
                            };
                            /** @description The editors' reason when `state` is `refused`; null otherwise */
                            reason: string | null;
                            /**
                             * @description The draft's review: edited by the owners, submitted to the editors, approved or refused
                             * @enum {string}
                             */
                            state: "draft" | "submitted" | "approved" | "refused";
                            /** @description Tags submitted for review */
                            tags_active_tmp: {
                                id: number;
                                /** @description Approved by the editors */
                                is_active: boolean;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description Tags proposed in the draft, not yet submitted */
                            tags_tmp: {
                                id: number;
                                slug: string;
                                /** @enum {string} */
                                type: "category" | "industry" | "algorithm";
                            }[];
                            /** @description The catalogue token */
                            token: {
                                address: string;
                                chainId: number;
                                id: number;
                                /** @description Absolute URL of the token's own image; null without one */
                                image: string | null;
                                name: string;
                                slug: string;
                                symbol: string;
                            };
                            /** @description The logo is at least 300×300 px (a logo that fails to load is invalid: 'Failed to load image'); otherwise the token's own image is shown */
                            validImage: boolean;
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
            /** @description No such token among the caller's own */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input; `unknown_tag` on `tagIds`: an id no tag has */
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
    startClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The address that will sign: the contract's owner or admin: 0x and 40 hexadecimal digits */
                    address: string;
                    /** @description The token's chain (EIP-155 chain id) */
                    chainId: number;
                    /** @description The token's contract address: 0x and 40 hexadecimal digits */
                    contract: string;
                };
            };
        };
        responses: {
            /** @description The message to sign */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "nonce": "a1854434443f5058d0cc1b4817a58d180c9b404b344a2e0efc7b710120d1b42829dfc006114c4fa0404d4ff22f44a04e",
                     *         "message": "localhost:3000 wants you to sign in with your Ethereum account:\n0xa008d528B6Fd7428F52Afa4d548E0CB94395fe18\n\nI control the contract of owned (OWNED) at 0xDc64a14…",
                     *         "expiresAt": "2026-11-28T04:23:49.369Z",
                     *         "tokenId": 1541
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description ISO 8601 in UTC */
                            expiresAt: string;
                            /** @description The message to sign as is (personal_sign) */
                            message: string;
                            nonce: string;
                            tokenId: number;
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
            /** @description No token of the catalogue at this contract on this chain */
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
            /** @description `already_claimed`: the token has an owner already */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input; `chain_without_rpc` on `chainId`: the site reads no node of this chain, so no claim can be checked there */
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
    confirmClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The claim's nonce, as `POST /api/project/claims` gave it */
                nonce: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The message as signed */
                    message: string;
                    /** @description The signature, hexadecimal (65 bytes for an account; any length for a contract wallet) */
                    signature: string;
                };
            };
        };
        responses: {
            /** @description The caller owns the token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "tokenId": 1541,
                     *         "proof": {
                     *           "method": "signature",
                     *           "address": "0xa008d528B6Fd7428F52Afa4d548E0CB94395fe18",
                     *           "chainId": 31337,
                     *           "control": "owner",
                     *           "provenAt": "2026-11-28T04:13:50.250Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            proof: {
                                address: string;
                                chainId: number;
                                /**
                                 * @description `owner()` of the contract, or its admin role
                                 * @enum {string}
                                 */
                                control: "owner" | "admin";
                                /** @enum {string} */
                                method: "signature";
                                /** @description ISO 8601 in UTC */
                                provenAt: string;
                            };
                            tokenId: number;
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
            /** @description `not_in_control`: the address is neither the contract's owner nor its admin; `foreign_origin`: sent from another site */
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
            /** @description No claim with this nonce for the caller */
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
            /** @description `already_claimed`: the token has an owner already; `nonce_used`: the message was used already; `nonce_expired`: the message has expired, start again */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input; on `message`: `not_siwe`, `wrong_site` (another site's message), `wrong_chain`, `not_issued` (not the message given); on `signature`: `bad_signature` (not the address's signature) */
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
    submitToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token's chain (EIP-155 chain id) */
                    chainId: number;
                    /** @description The token's contract address: 0x and 40 hexadecimal digits */
                    contract: string;
                };
            };
        };
        responses: {
            /** @description The catalogue lists this contract already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1541,
                     *         "slug": "owned-1541",
                     *         "name": "owned",
                     *         "symbol": "OWNED",
                     *         "known": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The token's id */
                            id: number;
                            /** @description The catalogue listed the token before this request */
                            known: boolean;
                            name: string;
                            slug: string;
                            symbol: string;
                        };
                    };
                };
            };
            /** @description The token is listed now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1548,
                     *         "slug": "fresh-token-1548",
                     *         "name": "Fresh Token",
                     *         "symbol": "FRSH",
                     *         "known": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The token's id */
                            id: number;
                            /** @description The catalogue listed the token before this request */
                            known: boolean;
                            name: string;
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid input; `chain_without_rpc` on `chainId`: the site reads no node of this chain; `not_a_token` on `contract`: no contract at the address, or it does not answer as an ERC-20 token */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "tokens": [
                     *           {
                     *             "slug": "usd-1536",
                     *             "name": "USD",
                     *             "symbol": "USD",
                     *             "chainId": 4217,
                     *             "address": "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
                     *             "native": true,
                     *             "logo": "https://atlas.example/logos/cc/128/usd.png",
                     *             "asset": {
                     *               "slug": "usd",
                     *               "name": "USD",
                     *               "symbol": "USD"
                     *             },
                     *             "deployments": 1,
                     *             "price": "0.9998073759",
                     *             "change1h": 0.04,
                     *             "change24h": 0,
                     *             "change7d": 0.09,
                     *             "change30d": 0.14,
                     *             "volume24": "85338050.16",
                     *             "trades24": 9027,
                     *             "marketCap": "12121505729.82",
                     *             "marketCapRank": 13,
                     *             "fdv": "12121505729.82",
                     *             "circulatingSupply": "12123841073.8",
                     *             "totalSupply": "12123841073.8",
                     *             "liquidity": "230079142.77",
                     *             "holders": 451197,
                     *             "authorized": true,
                     *             "source": "demo",
                     *             "updatedAt": "2026-11-01T12:00:00.000Z",
                     *             "chains": [
                     *               {
                     *                 "id": 4217,
                     *                 "name": "Tempo Mainnet"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "slug": "usdcoin-267",
                     *             "name": "USDCoin",
                     *             "symbol": "USDC",
                     *             "chainId": 1,
                     *             "address": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
                     *             "native": false,
                     *             "logo": "https://atlas.example/logos/metamask/usdc.svg",
                     *             "asset": {
                     *               "slug": "usdcoin",
                     *               "name": "USDCoin",
                     *               "symbol": "USDC"
                     *             },
                     *             "deployments": 12,
                     *             "price": "0.9994517416",
                     *             "change1h": 0.04,
                     *             "change24h": -0.02,
                     *             "change7d": -0.04,
                     *             "change30d": 0.1,
                     *             "volume24": "287839154.02",
                     *             "trades24": 59107,
                     *             "marketCap": "95779909044.33",
                     *             "marketCapRank": 4,
                     *             "fdv": "95779909044.33",
                     *             "circulatingSupply": "95832449990.028",
                     *             "totalSupply": "95832449990.028",
                     *             "liquidity": "332490773.71",
                     *             "holders": 1729749,
                     *             "authorized": true,
                     *             "source": "demo",
                     *             "updatedAt": "2026-11-01T12:00:00.000Z",
                     *             "chains": [
                     *               {
                     *                 "id": 1,
                     *                 "name": "Ethereum"
                     *               },
                     *               {
                     *                 "id": 130,
                     *                 "name": "Unichain"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "content": []
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 49,
                     *           "type": "algorithm",
                     *           "slug": "proof-of-stake",
                     *           "tokenCount": 456
                     *         },
                     *         {
                     *           "id": 50,
                     *           "type": "algorithm",
                     *           "slug": "proof-of-staked-authority",
                     *           "tokenCount": 98
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "chains": [
                     *           {
                     *             "id": 1,
                     *             "slug": "ethereum",
                     *             "name": "Ethereum",
                     *             "tokenCount": 408
                     *           },
                     *           {
                     *             "id": 130,
                     *             "slug": "unichain",
                     *             "name": "Unichain",
                     *             "tokenCount": 309
                     *           }
                     *         ],
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "type": "category",
                     *             "slug": "stablecoin",
                     *             "tokenCount": 136
                     *           },
                     *           {
                     *             "id": 2,
                     *             "type": "category",
                     *             "slug": "wrapped",
                     *             "tokenCount": 61
                     *           }
                     *         ],
                     *         "industries": [
                     *           {
                     *             "id": 13,
                     *             "type": "industry",
                     *             "slug": "dex",
                     *             "tokenCount": 78
                     *           },
                     *           {
                     *             "id": 14,
                     *             "type": "industry",
                     *             "slug": "lending",
                     *             "tokenCount": 69
                     *           }
                     *         ],
                     *         "algorithms": [
                     *           {
                     *             "id": 49,
                     *             "type": "algorithm",
                     *             "slug": "proof-of-stake",
                     *             "tokenCount": 456
                     *           },
                     *           {
                     *             "id": 50,
                     *             "type": "algorithm",
                     *             "slug": "proof-of-staked-authority",
                     *             "tokenCount": 98
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "slug": "ether-1522",
                     *           "name": "Ether",
                     *           "symbol": "ETH",
                     *           "chainId": 1,
                     *           "address": "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
                     *           "native": true,
                     *           "logo": "http://localhost:3000/logos/cc/128/eth.png",
                     *           "asset": {
                     *             "slug": "ether",
                     *             "name": "Ether",
                     *             "symbol": "ETH"
                     *           },
                     *           "deployments": 25,
                     *           "price": "11853.9579",
                     *           "change1h": 0.01,
                     *           "change24h": -0.76,
                     *           "change7d": 0.45,
                     *           "change30d": 1.4,
                     *           "volume24": "18455277347.21",
                     *           "trades24": 472857,
                     *           "marketCap": "1602206091340.43",
                     *           "marketCapRank": 1,
                     *           "fdv": "4005515228357.52",
                     *           "circulatingSupply": "135162120.943624",
                     *           "totalSupply": "337905302.359604",
                     *           "liquidity": "5750718432.33",
                     *           "holders": 10873976,
                     *           "authorized": true,
                     *           "source": "demo",
                     *           "updatedAt": "2026-11-01T12:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": "WyI1ODEwNCIsMTUyMiwwXQ",
                     *       "total": 722
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "slug": "usdcoin-267",
                     *         "name": "USDCoin",
                     *         "symbol": "USDC",
                     *         "chainId": 1,
                     *         "address": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
                     *         "native": false,
                     *         "logo": "https://atlas.example/logos/metamask/usdc.svg",
                     *         "asset": {
                     *           "slug": "usdcoin",
                     *           "name": "USDCoin",
                     *           "symbol": "USDC"
                     *         },
                     *         "deployments": 12,
                     *         "price": "0.9994517416",
                     *         "change1h": 0.04,
                     *         "change24h": -0.02,
                     *         "change7d": -0.04,
                     *         "change30d": 0.1,
                     *         "volume24": "272642364.24",
                     *         "trades24": 40360,
                     *         "marketCap": "65400815075.53",
                     *         "marketCapRank": 4,
                     *         "fdv": "65400815075.53",
                     *         "circulatingSupply": "65436691291.2",
                     *         "totalSupply": "65436691291.2",
                     *         "liquidity": "164406944.83",
                     *         "holders": 1181114,
                     *         "authorized": true,
                     *         "source": "demo",
                     *         "updatedAt": "2026-11-01T12:00:00.000Z",
                     *         "decimals": 6,
                     *         "links": [
                     *           {
                     *             "type": "explorer",
                     *             "url": "https://etherscan.io/token/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
                     *           }
                     *         ],
                     *         "authorizedAt": "2026-08-16T12:36:42.750Z",
                     *         "listedAt": "2024-08-11T09:17:09.000Z",
                     *         "chain": {
                     *           "id": 1,
                     *           "slug": "ethereum",
                     *           "name": "Ethereum",
                     *           "explorerName": "Etherscan",
                     *           "explorerUrl": "https://etherscan.io"
                     *         },
                     *         "tags": [
                     *           {
                     *             "type": "algorithm",
                     *             "slug": "proof-of-stake"
                     *           },
                     *           {
                     *             "type": "category",
                     *             "slug": "stablecoin"
                     *           }
                     *         ],
                     *         "description": {
                     *           "body": "USDCoin (USDC) is a token on Ethereum in the Stablecoin category. Its contract address is 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 and it uses 6 decimals. It …",
                     *           "locale": "en"
                     *         },
                     *         "faqs": {
                     *           "locale": "en",
                     *           "items": [
                     *             {
                     *               "question": "What is USDCoin (USDC)?",
                     *               "answer": "USDCoin (USDC) is a token on Ethereum in the Stablecoin category. TokenAtlas lists it because it is part of the Uniswap default token list."
                     *             },
                     *             {
                     *               "question": "Which blockchain is USDC on?",
                     *               "answer": "This USDC token lives on Ethereum (chain ID 1), whose native currency is Ether (ETH). A token with the same symbol on another blockchain is a different contract…"
                     *             }
                     *           ]
                     *         },
                     *         "alsoOn": [
                     *           {
                     *             "slug": "usdcoin-580",
                     *             "symbol": "USDC",
                     *             "chainId": 130,
                     *             "chainName": "Unichain",
                     *             "address": "0x078D782b760474a361dDA0AF3839290b0EF57AD6",
                     *             "native": false,
                     *             "price": "0.9997812552",
                     *             "source": "demo",
                     *             "updatedAt": "2026-11-01T12:00:00.000Z"
                     *           },
                     *           {
                     *             "slug": "usdcoin-1393",
                     *             "symbol": "USDC",
                     *             "chainId": 42161,
                     *             "chainName": "Arbitrum One",
                     *             "address": "0xaf88d065e77c8cC2239327C5EDb3A432268e5831",
                     *             "native": false,
                     *             "price": "0.9993585024",
                     *             "source": "demo",
                     *             "updatedAt": "2026-11-01T12:00:00.000Z"
                     *           }
                     *         ],
                     *         "pairs": [
                     *           {
                     *             "chainId": 1,
                     *             "address": "0xffff000000000000000000000000000000000267",
                     *             "dex": "Demo DEX",
                     *             "baseSymbol": "USDC",
                     *             "quoteSymbol": "USD",
                     *             "liquidity": "164406944.83",
                     *             "volume24": "0"
                     *           }
                     *         ],
                     *         "assetSupply": null
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "slug": "navitas-semiconductor-1096",
                     *         "name": "Navitas Semiconductor",
                     *         "symbol": "NVTS",
                     *         "chainId": 4663,
                     *         "address": "0xbE6702d7b70315376dC48a3293f24f0982F86386",
                     *         "native": false,
                     *         "logo": null,
                     *         "asset": {
                     *           "slug": "navitas-semiconductor",
                     *           "name": "Navitas Semiconductor",
                     *           "symbol": "NVTS"
                     *         },
                     *         "deployments": 1,
                     *         "price": "10.18782008",
                     *         "change1h": -0.01,
                     *         "change24h": -1.14,
                     *         "change7d": 3.06,
                     *         "change30d": 10.92,
                     *         "volume24": "13723.61",
                     *         "trades24": 167,
                     *         "marketCap": "19673384.76",
                     *         "marketCapRank": 384,
                     *         "fdv": "39346769.51",
                     *         "circulatingSupply": "1931069.11991",
                     *         "totalSupply": "3862138.23981",
                     *         "liquidity": "318214.69",
                     *         "holders": 6608,
                     *         "authorized": false,
                     *         "source": "demo",
                     *         "updatedAt": "2026-11-01T12:00:00.000Z",
                     *         "decimals": 18,
                     *         "links": [
                     *           {
                     *             "type": "explorer",
                     *             "url": "https://robinhoodchain.blockscout.com/token/0xbE6702d7b70315376dC48a3293f24f0982F86386"
                     *           }
                     *         ],
                     *         "authorizedAt": null,
                     *         "listedAt": "2026-10-27T14:52:44.000Z",
                     *         "chain": {
                     *           "id": 4663,
                     *           "slug": "robinhood-chain",
                     *           "name": "Robinhood Chain",
                     *           "explorerName": "Blockscout",
                     *           "explorerUrl": "https://robinhoodchain.blockscout.com"
                     *         },
                     *         "tags": [
                     *           {
                     *             "type": "algorithm",
                     *             "slug": "optimistic-rollup"
                     *           },
                     *           {
                     *             "type": "category",
                     *             "slug": "tokenized-stock"
                     *           }
                     *         ],
                     *         "description": {
                     *           "body": "Navitas Semiconductor (NVTS) is a token on Robinhood Chain in the Tokenized stock category. Its contract address is 0xbE6702d7b70315376dC48a3293f24f0982F86386 a…",
                     *           "locale": "en"
                     *         },
                     *         "faqs": {
                     *           "locale": "en",
                     *           "items": [
                     *             {
                     *               "question": "What is Navitas Semiconductor (NVTS)?",
                     *               "answer": "Navitas Semiconductor (NVTS) is a token on Robinhood Chain in the Tokenized stock category. TokenAtlas lists it because it is part of the Uniswap default token …"
                     *             },
                     *             {
                     *               "question": "Which blockchain is NVTS on?",
                     *               "answer": "This NVTS token lives on Robinhood Chain (chain ID 4663), whose native currency is Ether (ETH). A token with the same symbol on another blockchain is a differen…"
                     *             }
                     *           ]
                     *         },
                     *         "alsoOn": [],
                     *         "pairs": [
                     *           {
                     *             "chainId": 4663,
                     *             "address": "0xffff000000000000000000000000000000001096",
                     *             "dex": "Demo DEX",
                     *             "baseSymbol": "NVTS",
                     *             "quoteSymbol": "USD",
                     *             "liquidity": "318214.69",
                     *             "volume24": "0"
                     *           }
                     *         ],
                     *         "assetSupply": null
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "slug": "bnb-1527",
                     *           "name": "BNB",
                     *           "symbol": "BNB",
                     *           "chainId": 56,
                     *           "address": "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
                     *           "native": true,
                     *           "logo": "https://atlas.example/logos/cc/128/bnb.png",
                     *           "asset": {
                     *             "slug": "bnb",
                     *             "name": "BNB",
                     *             "symbol": "BNB"
                     *           },
                     *           "deployments": 1,
                     *           "price": "2687.664495",
                     *           "change1h": 0.57,
                     *           "change24h": 0.9,
                     *           "change7d": 0.89,
                     *           "change30d": 0.04,
                     *           "volume24": "800175984.73",
                     *           "trades24": 68819,
                     *           "marketCap": "117307222001.79",
                     *           "marketCapRank": 3,
                     *           "fdv": "117307222001.79",
                     *           "circulatingSupply": "43646527.3921",
                     *           "totalSupply": "43646527.3921",
                     *           "liquidity": "282979602.82",
                     *           "holders": 1813885,
                     *           "authorized": true,
                     *           "source": "demo",
                     *           "updatedAt": "2026-11-01T12:00:00.000Z"
                     *         },
                     *         {
                     *           "slug": "ether-1522",
                     *           "name": "Ether",
                     *           "symbol": "ETH",
                     *           "chainId": 1,
                     *           "address": "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
                     *           "native": true,
                     *           "logo": "https://atlas.example/logos/cc/128/eth.png",
                     *           "asset": {
                     *             "slug": "ether",
                     *             "name": "Ether",
                     *             "symbol": "ETH"
                     *           },
                     *           "deployments": 1,
                     *           "price": "11853.9579",
                     *           "change1h": 0.01,
                     *           "change24h": -0.76,
                     *           "change7d": 0.45,
                     *           "change30d": 1.4,
                     *           "volume24": "17285590147.72",
                     *           "trades24": 336552,
                     *           "marketCap": "1140355542456.94",
                     *           "marketCapRank": 1,
                     *           "fdv": "2850888856148.28",
                     *           "circulatingSupply": "96200404.2934",
                     *           "totalSupply": "240501010.734",
                     *           "liquidity": "2791071541.86",
                     *           "holders": 7739453,
                     *           "authorized": true,
                     *           "source": "demo",
                     *           "updatedAt": "2026-11-01T12:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "email": "person1-1795828455891@example.test",
                     *         "nickname": null,
                     *         "role": "user",
                     *         "twoFactor": false,
                     *         "google": false,
                     *         "hasPassword": true,
                     *         "createdAt": "2026-11-28T01:14:16.177Z"
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "enabled": false
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 20,
                     *         "email": "person31-1795828463844@example.test",
                     *         "nickname": "n31x63844",
                     *         "role": "user",
                     *         "twoFactor": true,
                     *         "google": false,
                     *         "hasPassword": true,
                     *         "createdAt": "2026-11-28T01:14:23.904Z"
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 20,
                     *         "email": "person31-1795828463844@example.test",
                     *         "nickname": "n31x63844",
                     *         "role": "user",
                     *         "twoFactor": false,
                     *         "google": false,
                     *         "hasPassword": true,
                     *         "createdAt": "2026-11-28T01:14:23.904Z"
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "enabled": false,
                     *         "secret": "JF5NNN26YGNCLJXFAE2E6MMPRTI7PNBB",
                     *         "uri": "otpauth://totp/TokenAtlas:person31-1795828463844%40example.test?secret=JF5NNN26YGNCLJXFAE2E6MMPRTI7PNBB&issuer=TokenAtlas",
                     *         "qr": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAADwCAYAAAA+VemSAAAAAklEQVR4AewaftIAAAtJSURBVO3BUW4rOxYEwUpC+99yjr8P2gBvq22ZbyoCv6SqjrRSVcdaqapjrVTVsVaq6lgrVX…"
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 10,
                     *         "email": "person14-1795828459217@example.test",
                     *         "nickname": "n14x59217",
                     *         "role": "user",
                     *         "twoFactor": true,
                     *         "google": false,
                     *         "hasPassword": true,
                     *         "createdAt": "2026-11-28T01:14:19.240Z"
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
    getCommunityMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's membership */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "isMember": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Whether the caller is a member */
                            isMember: boolean;
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
            /** @description No published community for this token, or no such post or answer in it */
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
    joinCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's membership */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "isMember": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Whether the caller is a member */
                            isMember: boolean;
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
    leaveCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's membership */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "isMember": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Whether the caller is a member */
                            isMember: boolean;
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
    createCommunityPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Rich text (HTML), reduced on the server to the allow-list: paragraphs, line breaks, h2–h4, bold, italic, strike, code, quotes, lists, links (outside links get `rel="nofollow ugc"`); its text must have 2 to 10,000 characters (`body_length`) */
                    body: string;
                    /**
                     * @description The language the post is written in: its full-text search stems in it
                     * @enum {string}
                     */
                    language: "en" | "uk" | "ru" | "de" | "es" | "tr" | "fr" | "it" | "sv" | "pt" | "nl" | "da" | "bg" | "vi" | "fi" | "no" | "sk" | "ro" | "cs" | "pl" | "lt" | "hr" | "sl" | "hu" | "id" | "el" | "zh" | "zh-tw" | "ja" | "ko" | "th" | "hi";
                    /** @description 5 to 140 characters once spaces are collapsed (`title_length`) */
                    title: string;
                    /**
                     * @description The post's type; `announcement` is reserved for the token's verified owner
                     * @enum {string}
                     */
                    type: "discussion" | "question" | "analysis" | "announcement";
                };
            };
        };
        responses: {
            /** @description The post is published */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The new post's id */
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
            /** @description Posting too fast: posts and answers are limited per hour per member, more strictly for accounts younger than 72 hours; retry after `Retry-After` seconds */
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
    editCommunityPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Rich text (HTML), reduced on the server to the allow-list: paragraphs, line breaks, h2–h4, bold, italic, strike, code, quotes, lists, links (outside links get `rel="nofollow ugc"`); its text must have 2 to 10,000 characters (`body_length`) */
                    body: string;
                    /** @description 5 to 140 characters once spaces are collapsed (`title_length`) */
                    title: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 13
                     *       }
                     *     }
                     */
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
            /** @description `edit_window_closed`: the time to edit has passed */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
    deleteCommunityPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
    createCommunityAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Rich text (HTML), reduced on the server to the allow-list: paragraphs, line breaks, h2–h4, bold, italic, strike, code, quotes, lists, links (outside links get `rel="nofollow ugc"`); its text must have 2 to 10,000 characters (`body_length`) */
                    body: string;
                    /** @description The answer of this post replied to; the post itself when left out */
                    parentId?: number | null;
                };
            };
        };
        responses: {
            /** @description The answer is published */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 13
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The new answer's id */
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
            /** @description `post_gone`: the post was deleted; `answer_gone`: the answer replied to was deleted */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
            /** @description Posting too fast: posts and answers are limited per hour per member, more strictly for accounts younger than 72 hours; retry after `Retry-After` seconds */
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
    editCommunityAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The answer's id */
                answerId: number;
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Rich text (HTML), reduced on the server to the allow-list: paragraphs, line breaks, h2–h4, bold, italic, strike, code, quotes, lists, links (outside links get `rel="nofollow ugc"`); its text must have 2 to 10,000 characters (`body_length`) */
                    body: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 16
                     *       }
                     *     }
                     */
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
            /** @description `edit_window_closed`: the time to edit has passed */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
    deleteCommunityAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The answer's id */
                answerId: number;
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
    reactToCommunityAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The answer's id */
                answerId: number;
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A reaction: `like` 👍, `love` ❤️, `fire` 🔥, `thinking` 🤔
                     * @enum {string}
                     */
                    kind: "like" | "love" | "fire" | "thinking";
                };
            };
        };
        responses: {
            /** @description The item's reactions after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "reactions": {
                     *           "like": 1,
                     *           "love": 0,
                     *           "fire": 0,
                     *           "thinking": 0
                     *         },
                     *         "mine": "like"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /**
                             * @description The caller's reaction; left out without one
                             * @enum {string}
                             */
                            mine?: "like" | "love" | "fire" | "thinking";
                            /** @description How many members reacted with each kind */
                            reactions: {
                                fire: number;
                                like: number;
                                love: number;
                                thinking: number;
                            };
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
            /** @description `already_reacted`: the caller already reacted with this kind; `reaction_gone`: the post or answer was deleted */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
    removeCommunityAnswerReaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The answer's id */
                answerId: number;
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item's reactions after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "reactions": {
                     *           "like": 0,
                     *           "love": 0,
                     *           "fire": 0,
                     *           "thinking": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /**
                             * @description The caller's reaction; left out without one
                             * @enum {string}
                             */
                            mine?: "like" | "love" | "fire" | "thinking";
                            /** @description How many members reacted with each kind */
                            reactions: {
                                fire: number;
                                like: number;
                                love: number;
                                thinking: number;
                            };
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
            /** @description No published community for this token, or no such post or answer in it */
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
    reactToCommunityPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A reaction: `like` 👍, `love` ❤️, `fire` 🔥, `thinking` 🤔
                     * @enum {string}
                     */
                    kind: "like" | "love" | "fire" | "thinking";
                };
            };
        };
        responses: {
            /** @description The item's reactions after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "reactions": {
                     *           "like": 0,
                     *           "love": 0,
                     *           "fire": 1,
                     *           "thinking": 0
                     *         },
                     *         "mine": "fire"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /**
                             * @description The caller's reaction; left out without one
                             * @enum {string}
                             */
                            mine?: "like" | "love" | "fire" | "thinking";
                            /** @description How many members reacted with each kind */
                            reactions: {
                                fire: number;
                                like: number;
                                love: number;
                                thinking: number;
                            };
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
            /** @description `not_member`: join the community first; `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `foreign_origin`: sent from another site */
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
            /** @description No published community for this token, or no such post or answer in it */
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
            /** @description `already_reacted`: the caller already reacted with this kind; `reaction_gone`: the post or answer was deleted */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
    removeCommunityPostReaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id */
                id: number;
                /** @description The slug of the community's token, as in `/token/{token}/community` */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item's reactions after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "reactions": {
                     *           "like": 0,
                     *           "love": 0,
                     *           "fire": 1,
                     *           "thinking": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /**
                             * @description The caller's reaction; left out without one
                             * @enum {string}
                             */
                            mine?: "like" | "love" | "fire" | "thinking";
                            /** @description How many members reacted with each kind */
                            reactions: {
                                fire: number;
                                like: number;
                                love: number;
                                thinking: number;
                            };
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
            /** @description No published community for this token, or no such post or answer in it */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "twoFactor": false
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 19,
                     *         "email": "person30-1795828463565@example.test",
                     *         "nickname": "n29x63143",
                     *         "role": "user",
                     *         "twoFactor": false,
                     *         "google": false,
                     *         "hasPassword": true,
                     *         "createdAt": "2026-11-28T01:14:23.351Z"
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "slug": "boundless-2",
                     *           "name": "Boundless",
                     *           "symbol": "ZKC",
                     *           "chainId": 1,
                     *           "address": "0x000006c2A22ff4A44ff1f5d0F2ed65F781F55555",
                     *           "native": false,
                     *           "logo": null,
                     *           "asset": {
                     *             "slug": "boundless",
                     *             "name": "Boundless",
                     *             "symbol": "ZKC"
                     *           },
                     *           "deployments": 1,
                     *           "price": "0.1554736248",
                     *           "change1h": 1.5,
                     *           "change24h": 7.27,
                     *           "change7d": 11.71,
                     *           "change30d": 9.32,
                     *           "volume24": "13723.61",
                     *           "trades24": 167,
                     *           "marketCap": "18969648.25",
                     *           "marketCapRank": 396,
                     *           "fdv": "28454472.38",
                     *           "circulatingSupply": "122012002.199",
                     *           "totalSupply": "183018003.298",
                     *           "liquidity": "39694.01",
                     *           "holders": 6763,
                     *           "authorized": false,
                     *           "source": "demo",
                     *           "updatedAt": "2026-11-01T12:00:00.000Z"
                     *         },
                     *         {
                     *           "slug": "stox-3",
                     *           "name": "Stox",
                     *           "symbol": "STX",
                     *           "chainId": 1,
                     *           "address": "0x006BeA43Baa3f7A6f765F14f10A1a1b08334EF45",
                     *           "native": false,
                     *           "logo": "http://localhost:3000/logos/cc/128/stx.png",
                     *           "asset": {
                     *             "slug": "stox",
                     *             "name": "Stox",
                     *             "symbol": "STX"
                     *           },
                     *           "deployments": 1,
                     *           "price": "0.08867875467",
                     *           "change1h": 0.27,
                     *           "change24h": -0.13,
                     *           "change7d": -6.75,
                     *           "change30d": -11.16,
                     *           "volume24": "13723.61",
                     *           "trades24": 167,
                     *           "marketCap": "13660046.54",
                     *           "marketCapRank": 363,
                     *           "fdv": "20490069.81",
                     *           "circulatingSupply": "154039674.938",
                     *           "totalSupply": "231059512.407",
                     *           "liquidity": "136059.66",
                     *           "holders": 4950,
                     *           "authorized": false,
                     *           "source": "demo",
                     *           "updatedAt": "2026-11-01T12:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "added": 2
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 13,
                     *         "email": "person17-1795828651971@example.test",
                     *         "nickname": "n17x51971",
                     *         "role": "user",
                     *         "twoFactor": false,
                     *         "google": false,
                     *         "hasPassword": true,
                     *         "createdAt": "2026-11-28T01:17:32.044Z"
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "token": {
                     *             "slug": "ether-1522",
                     *             "name": "Ether",
                     *             "symbol": "ETH",
                     *             "chainId": 1,
                     *             "address": "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
                     *             "native": true,
                     *             "logo": "http://localhost:3000/logos/cc/128/eth.png",
                     *             "asset": {
                     *               "slug": "ether",
                     *               "name": "Ether",
                     *               "symbol": "ETH"
                     *             },
                     *             "deployments": 1,
                     *             "price": "11853.9579",
                     *             "change1h": 0.01,
                     *             "change24h": -0.76,
                     *             "change7d": 0.45,
                     *             "change30d": 1.4,
                     *             "volume24": "17285590147.72",
                     *             "trades24": 336552,
                     *             "marketCap": "1140355542456.94",
                     *             "marketCapRank": 1,
                     *             "fdv": "2850888856148.28",
                     *             "circulatingSupply": "96200404.2934",
                     *             "totalSupply": "240501010.734",
                     *             "liquidity": "2791071541.86",
                     *             "holders": 7739453,
                     *             "authorized": true,
                     *             "source": "demo",
                     *             "updatedAt": "2026-11-01T12:00:00.000Z"
                     *           },
                     *           "viewedAt": "2026-11-28T01:16:08.299Z"
                     *         },
                     *         {
                     *           "token": {
                     *             "slug": "bnb-1527",
                     *             "name": "BNB",
                     *             "symbol": "BNB",
                     *             "chainId": 56,
                     *             "address": "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
                     *             "native": true,
                     *             "logo": "http://localhost:3000/logos/cc/128/bnb.png",
                     *             "asset": {
                     *               "slug": "bnb",
                     *               "name": "BNB",
                     *               "symbol": "BNB"
                     *             },
                     *             "deployments": 1,
                     *             "price": "2687.664495",
                     *             "change1h": 0.57,
                     *             "change24h": 0.9,
                     *             "change7d": 0.89,
                     *             "change30d": 0.04,
                     *             "volume24": "800175984.73",
                     *             "trades24": 68819,
                     *             "marketCap": "117307222001.79",
                     *             "marketCapRank": 3,
                     *             "fdv": "117307222001.79",
                     *             "circulatingSupply": "43646527.3921",
                     *             "totalSupply": "43646527.3921",
                     *             "liquidity": "282979602.82",
                     *             "holders": 1813885,
                     *             "authorized": true,
                     *             "source": "demo",
                     *             "updatedAt": "2026-11-01T12:00:00.000Z"
                     *           },
                     *           "viewedAt": "2026-11-28T01:16:08.146Z"
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 2,
                     *         "email": "person5-1795828456992@example.test",
                     *         "nickname": "n5x56992",
                     *         "role": "user",
                     *         "twoFactor": false,
                     *         "google": false,
                     *         "hasPassword": true,
                     *         "createdAt": "2026-11-28T01:14:17.021Z"
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": {
                     *         "valid": true,
                     *         "available": false
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 11,
                     *           "kind": "browser",
                     *           "name": null,
                     *           "userAgent": "lightMyRequest",
                     *           "ip": "10.0.12.84",
                     *           "createdAt": "2026-11-28T01:14:18.973Z",
                     *           "lastSeenAt": "2026-11-28T01:14:18.973Z",
                     *           "expiresAt": "2026-12-28T01:14:18.973Z",
                     *           "current": false
                     *         },
                     *         {
                     *           "id": 10,
                     *           "kind": "browser",
                     *           "name": null,
                     *           "userAgent": "lightMyRequest",
                     *           "ip": "10.0.12.84",
                     *           "createdAt": "2026-11-28T01:14:18.927Z",
                     *           "lastSeenAt": "2026-11-28T01:14:18.927Z",
                     *           "expiresAt": "2026-12-28T01:14:18.927Z",
                     *           "current": true
                     *         }
                     *       ]
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true
                     *       }
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 37,
                     *         "token": "0zfd3Bzfunj10vxuH2q-UPMkITMpc4nhkTp4EWbgyWk"
                     *       }
                     *     }
                     */
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
                     *         "message": "Unsupported Media Type: application/xml"
                     *       }
                     *     }
                     */
                    "application/json": {
                        error: {
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
}
