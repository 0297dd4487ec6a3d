// Calls to the grader API from the page, with the API key when the server wants one, and errors as sentences.

const KEY = "grader-api-key";

export class ApiError extends Error {
  constructor(message, {status = 0, type = "", field = null, suggestions = []} = {}) {
    super(message);
    Object.assign(this, {status, type, field, suggestions});
  }
}

export function apiKey() {
  return sessionStorage.getItem(KEY) || "";
}

export function setApiKey(key) {
  if (key) sessionStorage.setItem(KEY, key);
  else sessionStorage.removeItem(KEY);
}

async function call(method, path, body) {
  const headers = {Accept: "application/json"};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (apiKey()) headers["X-API-Key"] = apiKey();
  let response;
  try {
    response = await fetch(path, {method, headers, body: body === undefined ? undefined : JSON.stringify(body)});
  } catch (err) {
    throw new ApiError(`Could not reach the grader service at ${location.origin} (${err.message}). ` +
                       "Is `grader serve` still running?");
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    // not JSON: a proxy's error page, say; described below by its status
  }
  if (response.ok && data) return data;
  const error = data && data.error;
  if (error && error.message) {
    throw new ApiError(error.message, {status: response.status, type: error.type, field: error.field || null,
                                       suggestions: error.suggestions || []});
  }
  throw new ApiError(`The server answered ${response.status} ${response.statusText || ""}`.trim() + ".",
                     {status: response.status});
}

export const grade = (text, scenario) => call("POST", "/v1/grade", scenario ? {text, scenario} : {text});
export const profiles = () => call("GET", "/v1/profiles");
export const limits = () => call("GET", "/v1/limits");
