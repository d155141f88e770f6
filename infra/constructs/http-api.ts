// The HTTP API with its one throttled, access-logged `$default` stage, per-route throttles, and an alarm on server errors.
import { Lazy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { DeployedRoute } from '../routes.js';
import { ALARM_PERIOD, alarmAboveZero } from './alarms.js';

/** Requests per second across the stage, and the burst above it, before API Gateway answers 429. */
export const stageThrottle = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * Fields of an access log line; HTTP APIs support a subset of REST API's $context variables, so these are spelled out.
 * The route key says which route served a request; the raw path (`$context.path`) is never logged, since some paths
 * are the credential (a webhook address holds its secret), and anyone who reads the logs could use them.
 */
const accessLogFields = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
};

export class ServiceHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  private readonly integrations = new Map<IFunction, HttpLambdaIntegration>();
  /** The throttles of routes that have their own, by route key, as the stage's RouteSettings spell them. */
  private readonly routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // The default stage HttpApi would create takes neither throttling nor access logs, so the stage is made here.
    this.api = new HttpApi(this, 'Api', { createDefaultStage: false });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: stageThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
    // Filled as routes are added. The stage depends on each route it names: CloudFormation refuses settings for a
    // route key that does not exist yet.
    (this.stage.node.defaultChild as CfnStage).routeSettings = Lazy.any({
      produce: () => (Object.keys(this.routeSettings).length ? this.routeSettings : undefined),
    });
    alarmAboveZero(
      this,
      'ServerErrors',
      this.api.metricServerError({ period: ALARM_PERIOD, statistic: 'Sum' }),
      'The API answered 5xx: a function failed, timed out or was throttled.',
    );
    // On the API construct, so it covers every route, which are its children.
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "Authorization is done inside the functions by design: API keys and JWTs are checked in code against the function table's per-route scopes, and some routes (health, login, import webhooks) are public.",
    });
  }

  /** The base URL of the API. */
  get url(): string {
    return this.stage.url;
  }

  /** Routes `route` to `handler`, with its own throttle if it has one; the routes of one function share one integration. */
  addRoute({ key, method, path, fn, throttle }: DeployedRoute, handler: IFunction): void {
    const routeKey = method && path ? HttpRouteKey.with(path, HttpMethod[method]) : HttpRouteKey.DEFAULT;
    // deployedRouteKeys() is what the parity test compares with the local runtime; it must name exactly what is deployed.
    if (routeKey.key !== key) throw new Error(`Route key ${routeKey.key} differs from the deployed key ${key}.`);
    const httpRoute = new HttpRoute(this.api, key, {
      httpApi: this.api,
      routeKey,
      integration: this.integrationOf(fn.name, handler),
    });
    if (throttle) {
      this.routeSettings[key] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
      this.stage.node.addDependency(httpRoute);
    }
  }

  private integrationOf(name: string, handler: IFunction): HttpLambdaIntegration {
    let integration = this.integrations.get(handler);
    if (!integration) {
      // One invoke permission per function for the whole API: a permission per route would pass CloudFormation's
      // 500-resource limit with some 250 routes, and the function serves only the routes the table gives it anyway.
      integration = new HttpLambdaIntegration(`${name}-integration`, handler, { scopePermissionToRoute: false });
      this.integrations.set(handler, integration);
    }
    return integration;
  }
}
