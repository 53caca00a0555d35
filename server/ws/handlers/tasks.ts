import { Op } from '../../../src/protocol';
import { claimTask, listTasks } from '../../tasks/tasks-service';
import type { HandlerRegistry } from '../handler-registry';

/** Tasks list and claim (docs/protocol-tasks.md). */
export function registerTaskHandlers(registry: HandlerRegistry): void {
  registry.register(Op.TaskList, (ctx) => listTasks(ctx.services, ctx.playerId));
  registry.register(Op.TaskClaim, (ctx, p) => claimTask(ctx.services, ctx.playerId, p.TaskID));
}
