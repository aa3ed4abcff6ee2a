vcl 4.1;
# Varnish in front of the web servers: the reference HTTP cache for production (README, "Running
# in production"). It keeps what the web marks public for as long as the web says, and nothing
# else:
# - fresh for s-maxage (Varnish reads it itself), then served stale for stale-while-revalidate
#   while one background fetch gets a new copy, and for stale-if-error when no web can answer;
# - never a response with Set-Cookie or marked private/no-store, never a request carrying the staff
#   session cookie, never /api/*, /login, /preview or the staff screens;
# - dropped by tag when an editor publishes: the web sends BAN with the changed tags (its
#   CDN_PURGE_MODE=varnish), and every cached page carrying one of them in Surrogate-Key goes. The
#   ban tests obj.* only, so the ban lurker clears old objects in the background.
# The deployment's part (the web backends and their readiness probe, the round-robin director
# "web", the shard director "assets" for hashed files, the purge ACL and token) is in
# backends.vcl, written from the environment by start.sh.
import directors;
import std;

include "backends.vcl";

sub vcl_recv {
    # Our markers are set here and nowhere else: whatever a client sends under these names goes.
    if (req.restarts == 0) {
        unset req.http.X-Ironbark-Refresh;
        unset req.http.X-Ironbark-Stale;
        unset req.http.X-Ironbark-Result;
        unset req.http.X-Ironbark-Purge-Expected;
    }
    set req.backend_hint = web.backend();

    if (req.method == "BAN") {
        call ironbark_ban;
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # A form post or a revalidation that could not reach one web is sent to the next (see
        # vcl_backend_error): both are safe to repeat (a lead carries its submission key, which
        # the CMS keeps unique). The body is kept for that.
        if (req.method == "POST" && req.url ~ "^/api/(forms/|revalidate$)") {
            std.cache_req_body(256KB);
        }
        return (pass);
    }
    # For one visitor or one moment: the APIs, sign-in, previews of drafts, the staff screens.
    if (req.url ~ "(?i)^/(api|login|preview|change-password)(/|\?|$)" || req.url ~ "(?i)^/resources-manage") {
        return (pass);
    }
    # Signed-in staff see their own version of every page.
    if (req.http.Cookie ~ "(^|;)\s*ib_session=") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Other cookies (the forms' XSRF token and visitor id) never change a public page (the web's
    # own page cache ignores them too): without them every visitor shares one cached copy.
    unset req.http.Cookie;
    if (req.http.X-Ironbark-Refresh && !req.http.X-Ironbark-Stale) {
        # vcl_hit found only a copy older than stale-while-revalidate: fetch now, do not serve it.
        set req.grace = 0s;
    } else if (req.http.X-Ironbark-Stale) {
        # That fetch failed: the copy's own grace (stale-if-error) applies again (req.grace
        # outlives a restart, so it is lifted here).
        set req.grace = 3650d;
    }
    set req.url = std.querysort(req.url);
    return (hash);
}

sub ironbark_ban {
    if (client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    call ironbark_purge_token;
    if (!req.http.X-Ironbark-Purge-Expected) {
        return (synth(403, "Purging is not configured"));
    }
    if (req.http.Authorization != req.http.X-Ironbark-Purge-Expected) {
        return (synth(401, "Unauthorized"));
    }
    if (req.http.X-Purge-Tags !~ "^[A-Za-z0-9_.:-]{1,64}( [A-Za-z0-9_.:-]{1,64}){0,31}$") {
        return (synth(400, "X-Purge-Tags must name one to 32 tags, separated by spaces"));
    }
    # Surrogate-Key is the space-separated list of the tags a page was built from.
    # (No spaces in the expression: the ban parser would split it there.)
    std.ban("obj.http.Surrogate-Key ~ (^|[[:space:]])(" + regsuball(req.http.X-Purge-Tags, " ", "|") + ")([[:space:]]|$)");
    if (std.ban_error() != "") {
        return (synth(400, "Ban refused: " + std.ban_error()));
    }
    return (synth(200, "Banned"));
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        set req.http.X-Ironbark-Result = "HIT";
        return (deliver);
    }
    set req.http.X-Ironbark-Result = "STALE";
    # stale-if-error: a fetch just failed, or no web is ready to answer.
    if (req.http.X-Ironbark-Stale || !std.healthy(req.backend_hint)) {
        return (deliver);
    }
    # stale-while-revalidate: served now, a background fetch brings the next copy.
    if (obj.ttl + std.duration(obj.http.X-Ironbark-SWR + "s", 0s) > 0s) {
        return (deliver);
    }
    # Older than that while a web is up: fetch a fresh copy first (this one stays for errors).
    set req.http.X-Ironbark-Refresh = "1";
    return (restart);
}

sub vcl_miss {
    set req.http.X-Ironbark-Result = "MISS";
}

sub vcl_pass {
    set req.http.X-Ironbark-Result = "PASS";
}

sub vcl_backend_fetch {
    # Hashed files go through the shard director ("assets", backends.vcl): each try of a request
    # (bereq.retries) is a different healthy web, so a file one web lacks is found on the next.
    if (bereq.url ~ "^/assets/") {
        set bereq.backend = assets.backend(by=URL, alt=bereq.retries);
    }
}

sub vcl_backend_response {
    unset beresp.http.X-Ironbark-SWR;
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch || bereq.http.X-Ironbark-Refresh) {
            # A copy is at hand: keep it (a new object, even an error, would replace it) and serve
            # it (stale-if-error; vcl_synth sends the waiting request back for it).
            return (abandon);
        }
        # Never stored, and no hit-for-miss marker either: it would hide the stale copy.
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.keep = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # During a rolling deploy the webs run two builds: a page of the new build may ask an instance
    # still on the old one for a hashed file it does not have yet (the new build keeps the old
    # build's files, not the reverse). The retry goes to another web (vcl_backend_fetch).
    if (beresp.status == 404 && bereq.url ~ "^/assets/" && bereq.retries < 2) {
        return (retry);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Shared only when the web says so: a lifetime of its own (s-maxage for pages, max-age for
    # hashed assets and uploads), no cookie, nothing private.
    if (beresp.ttl <= 0s || beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "(?i)(s-maxage|max-age)=[0-9]" || beresp.http.Cache-Control ~ "(?i)(no-store|no-cache|private)" || beresp.http.Vary == "*") {
        # Not for sharing: passed straight through for the next two minutes.
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # beresp.ttl comes from s-maxage and beresp.grace from stale-while-revalidate (Varnish reads
    # both). The grace is stretched to stale-if-error, and vcl_hit uses the longer part only while
    # no web can answer; the stale-while-revalidate window is remembered for it.
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
        set beresp.http.X-Ironbark-SWR = regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1");
    } else {
        set beresp.http.X-Ironbark-SWR = "0";
    }
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=([0-9]+).*$", "\1") + "s", beresp.grace);
    }
    # Past its grace, an object is still kept a while to revalidate with its ETag (a 304).
    set beresp.keep = 1h;
    return (deliver);
}

sub vcl_backend_error {
    # The web could not be reached (or did not answer in time): try another one when the request
    # is safe to repeat. The director hands out the next web on each try.
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.url ~ "^/api/(forms/|revalidate$)")) {
        return (retry);
    }
    if (bereq.is_bgfetch || bereq.http.X-Ironbark-Refresh) {
        return (abandon);
    }
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    set beresp.body = {"<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back in a moment - Ironbark Communications</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Back in a moment</h1>
<p>This page cannot be shown just now. Please try again in a minute.</p>
</body></html>
"};
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.X-Ironbark-SWR;
    set resp.http.X-Cache = req.http.X-Ironbark-Result;
    if (!resp.http.X-Cache) {
        set resp.http.X-Cache = "PASS";
    }
}

sub vcl_synth {
    # A fresh fetch failed (abandoned above) while a stale copy is at hand: serve that instead.
    if (resp.status == 503 && req.http.X-Ironbark-Refresh && !req.http.X-Ironbark-Stale) {
        set req.http.X-Ironbark-Stale = "1";
        return (restart);
    }
    if (req.method == "BAN") {
        set resp.http.Content-Type = "application/json";
        set resp.http.Cache-Control = "no-store";
        set resp.body = {"{"status":"} + resp.status + "}";
        return (deliver);
    }
}
