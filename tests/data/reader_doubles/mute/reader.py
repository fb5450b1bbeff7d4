# A test double of the Python reader that never says it is ready
# (tst_server_readers: the start's time limit).
import time

time.sleep(3600)
