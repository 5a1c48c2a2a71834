// Every '@wait' menu (component key workqueue/index) opens the work queue of pages/workflow.
export { default } from '../workflow/queue/QueuePage';
