// The login flood of `npm run bench:passwords`, in a process of its own so the load generator does
// not share the server's thread: IN_FLIGHT logins at once for SECONDS, each for an unknown email
// from a /64 of its own (one attacker's routed /48 holds 65,536). Prints the answers' statuses,
// counted, as one line of JSON.
//   node login-flood.mjs BASE IN_FLIGHT SECONDS
const [base, inFlight = "200", seconds = "8"] = process.argv.slice(2);
const deadline = performance.now() + Number(seconds) * 1000;
const statuses = {};
let sent = 0;

async function sender() {
  while (performance.now() < deadline) {
    const n = sent++;
    const from = `2001:db8:${((n >> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}::1`;
    const response = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ email: `nobody${n}@bench.example`, password: "wrong-password" }),
    }).catch(() => null);
    await response?.arrayBuffer();
    const status = response?.status ?? "error";
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: Number(inFlight) }, sender));
console.log(JSON.stringify(statuses));
